import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from '../support/users';

const DELETE_WARNING =
  'Are you sure you want to delete this trip? This action cannot be undone and will also delete all itinerary items and expenses associated with this trip.';

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
}

test('signed out, the trip screens ask the traveller to sign in', async ({ page }) => {
  for (const path of ['/trips', '/trips/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please sign in to view and manage your trips')).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a traveller creates a trip with a budget, reads its details and edits it', async ({
  page,
}) => {
  await signUp(page);
  const form = new TripFormPage(page);
  const trip = new TripPage(page);

  // Required fields are checked before anything is saved.
  await page.goto('/trips/new');
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page.getByText('Please choose a destination')).toBeVisible();
  await expect(page.getByText('Trip title is required')).toBeVisible();
  await expect(page.getByText('Start date is required')).toBeVisible();
  await form.fill({ budget: '-5' });
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(page.getByText('Please enter a valid amount')).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/new$/);

  // Choosing a destination previews it.
  await form.fill({ destination: 'Kyoto, Japan' });
  await expect(page.getByTestId('destination-preview')).toContainText('Kyoto');

  const id = await form.create({
    destination: 'Kyoto, Japan',
    title: 'Spring in Kyoto',
    startDate: '2026-04-01',
    endDate: '2026-04-05',
    notes: 'See the cherry blossoms',
    budget: '2500',
  });
  await expect(page.getByText('Trip created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spring in Kyoto', level: 1 })).toBeVisible();
  await expect(page.getByText('Kyoto, Japan')).toBeVisible();
  await expect(page.getByText('5 days')).toBeVisible();
  const details = trip.section('Trip Details');
  await expect(details).toContainText('Wednesday, April 1, 2026');
  await expect(details).toContainText('Sunday, April 5, 2026');
  await expect(details).toContainText('See the cherry blossoms');
  await expect(trip.section('Climate & Best Time to Visit')).toContainText('March-May');
  const visa = trip.section('Visa & Travel Requirements');
  await expect(visa).toContainText('visa-free for up to 90 days');
  await expect(visa).toContainText('verify them with the embassy or official');
  await expect(trip.section('About Kyoto')).toBeVisible();
  await expect(trip.expenses()).toContainText('$2,500.00 remaining');

  // Edit: the form comes prefilled, and only what changed is saved.
  await details.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/trips/${id}/edit`);
  await expect(page.getByLabel('Trip Title')).toHaveValue('Spring in Kyoto');
  await expect(page.getByLabel('Budget ($)')).toHaveValue('2500.00');
  await expect(form.destinationField()).toHaveValue('Kyoto, Japan');
  await form.fill({ title: 'Kyoto weekend', endDate: '2026-04-01', notes: '' });
  await form.update();
  await expect(page.getByText('Trip updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/trips/${id}`);
  await expect(page.getByRole('heading', { name: 'Kyoto weekend', level: 1 })).toBeVisible();
  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
  await expect(details).not.toContainText('cherry blossoms');

  // The server holds the edit once it has synced.
  await expect
    .poll(async () => (await (await page.request.get(`/api/trips/${id}`)).json()) as unknown)
    .toMatchObject({ title: 'Kyoto weekend', endDate: '2026-04-01', notes: null, budget: 250000 });
});

test('the explorer link preselects a destination on the new trip form', async ({ page }) => {
  await signUp(page);
  await page.goto('/trips/new?destination=lisbon');
  await expect(new TripFormPage(page).destinationField()).toHaveValue('Lisbon, Portugal');
  await expect(page.getByTestId('destination-preview')).toContainText('Lisbon');
});

test('the trips list shows cards with a menu, the delete confirmation and the empty state', async ({
  page,
}) => {
  await signUp(page);
  const trips = new TripsPage(page);
  await trips.open();
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  await expect(
    page.getByText('Start planning your next adventure by creating your first trip'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Trip' }).click();
  await expect(page).toHaveURL(/\/trips\/new$/);

  const form = new TripFormPage(page);
  const id = await form.create({
    destination: 'Banff, Canada',
    title: 'Rockies road trip',
    startDate: '2026-07-10',
    endDate: '2026-07-14',
  });
  await trips.open();
  const card = trips.card('Rockies road trip');
  await expect(card).toContainText('Banff, Canada');
  await expect(card).toContainText('Jul 10 - Jul 14');
  await expect(card.getByRole('img', { name: 'Banff' })).toBeVisible();

  await trips.chooseFromMenu('Rockies road trip', 'Edit Trip');
  await expect(page).toHaveURL(`/trips/${id}/edit`);
  await trips.open();

  await trips.chooseFromMenu('Rockies road trip', 'Delete Trip');
  await expect(trips.confirmation()).toContainText(DELETE_WARNING);
  await trips.confirmation().getByRole('button', { name: 'Cancel' }).click();
  await expect(trips.confirmation()).toBeHidden();
  await expect(card).toBeVisible();

  await trips.chooseFromMenu('Rockies road trip', 'Delete Trip');
  await trips.confirmation().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Trip deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();

  // The card opens the trip; New Trip opens the form.
  await page.getByRole('link', { name: 'New Trip' }).click();
  await expect(page).toHaveURL(/\/trips\/new$/);
});

test('deleting from the trip page removes it and returns to the list', async ({ page }) => {
  await signUp(page);
  const id = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon long weekend',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });
  const trip = new TripPage(page);
  await trip.chooseFromMenu('Delete Trip');
  await expect(page.getByRole('alertdialog')).toContainText(DELETE_WARNING);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Trip deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);
  await trip.open(id);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/api/trips/${id}`)).status()).toBe(404);
});

test('the hero back link goes home and cards open their trip', async ({ page }) => {
  await signUp(page);
  await new TripFormPage(page).create({
    destination: 'Bali, Indonesia',
    title: 'Bali surf week',
    startDate: '2026-08-01',
    endDate: '2026-08-07',
  });
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const trips = new TripsPage(page);
  await trips.open();
  await trips.openCard('Bali surf week');
  await expect(page.getByRole('heading', { name: 'Bali surf week', level: 1 })).toBeVisible();
  await expect(page.getByText('7 days')).toBeVisible();
});

test('unknown trip ids show the not-found states', async ({ page }) => {
  await signUp(page);
  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/trips/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await page.goto(`/trips/${unknown}/itinerary`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await page.goto(`/trips/${unknown}/edit`);
  await expect(page.getByRole('heading', { name: 'Trip Not Found' })).toBeVisible();
  await expect(
    page.getByText("The trip you're looking for doesn't exist or you don't have access to it."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Trips' }).click();
  await expect(page).toHaveURL(/\/trips$/);
});

test.describe('a destination without climate or visa notes', () => {
  // Playwright cannot route requests a service worker answers, so this test runs without one.
  test.use({ serviceWorkers: 'block' });

  test('climate and visa sections appear only when the destination has them', async ({ page }) => {
    // A destination list where Bali carries no climate, months, visa or document notes.
    await page.route('**/api/destinations', async (route) => {
      const res = await route.fetch();
      const list = (await res.json()) as Array<Record<string, unknown>>;
      const stripped = list.map((d) =>
        d.id === 'bali'
          ? { ...d, climate: null, bestMonths: null, visaRequirements: null, travelDocuments: null }
          : d,
      );
      await route.fulfill({ response: res, json: stripped });
    });
    await signUp(page);
    await new TripFormPage(page).create({
      destination: 'Bali, Indonesia',
      title: 'Quiet Bali',
      startDate: '2026-09-01',
      endDate: '2026-09-02',
    });
    const trip = new TripPage(page);
    await expect(trip.section('About Bali')).toBeVisible();
    await expect(trip.section('Climate & Best Time to Visit')).toHaveCount(0);
    await expect(trip.section('Visa & Travel Requirements')).toHaveCount(0);
  });
});
