import { expect, test, type Page } from '@playwright/test';
import { AddToDayDialog } from '../pages/add-to-day-dialog';
import { AuthPage } from '../pages/auth-page';
import { ExplorePage } from '../pages/explore-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
}

test('a traveller puts an explorer activity on a day of their trip to Kyoto', async ({ page }) => {
  // Two trips made through the form, then the explorer: room on a busy machine.
  test.setTimeout(90_000);
  await signUp(page);
  const explore = new ExplorePage(page);
  const add = new AddToDayDialog(page);
  const form = new TripFormPage(page);

  // No trip yet: the dialog says to plan one first and leads there, Kyoto chosen.
  await explore.card('Kyoto').click();
  await expect(explore.addToDayButtons('Kyoto').first()).toBeVisible();
  await explore.addToDayButtons('Kyoto').first().click();
  await expect(add.noTripNote()).toBeVisible();
  await add.planTripButton('Kyoto').click();
  await expect(page).toHaveURL('/trips/new?destination=kyoto');
  await expect(form.destinationField()).toHaveValue('Kyoto, Japan');
  // Friday 1 May to Sunday 3 May.
  await form.fill({ title: 'Temples in spring', startDate: '2026-05-01', endDate: '2026-05-03' });
  const kyotoTrip = await form.submitNew();
  // A trip elsewhere that starts earlier, so it comes first in the traveller's list.
  await form.create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon in April',
    startDate: '2026-04-10',
    endDate: '2026-04-12',
  });

  await explore.open();
  await explore.card('Kyoto').click();
  await expect(explore.addToDayButtons('Kyoto').first()).toBeVisible();
  const first = await explore.activityName('Kyoto', 0);
  expect(first).not.toBe('');
  await explore.addToDayButton('Kyoto', first).click();
  await expect(add.dialog()).toBeVisible();
  await expect(add.dialog()).toContainText(first);
  // The trip going to Kyoto first and chosen; the other one offered after it.
  await expect(add.chosenTrip()).toHaveText('Temples in spring · Kyoto');
  await expect(add.tripSelect().locator('option')).toHaveText([
    'Temples in spring · Kyoto',
    'Lisbon in April · Lisbon',
  ]);
  await expect(add.daySelect().locator('option')).toHaveText([
    'Day 1 · Fri 1 May',
    'Day 2 · Sat 2 May',
    'Day 3 · Sun 3 May',
  ]);
  await add.submit({ day: 2 });
  await expect(add.addedToast()).toBeVisible();
  // The destination's dialog stays open for the next activity.
  await expect(explore.destinationDialog('Kyoto')).toBeVisible();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(kyotoTrip);
  await expect(itinerary.day(2)).toContainText(first);
  await expect(itinerary.day(1)).not.toContainText(first);
  await expect(itinerary.day(3)).not.toContainText(first);
});

test('a global result leads to the new-trip form with its city chosen', async ({ page }) => {
  await signUp(page);
  const explore = new ExplorePage(page);
  // Porto is none of our destinations: the server's global provider answers it.
  await explore.searchBox().fill('Porto');
  const porto = explore.card('Porto');
  await expect(porto).toHaveAccessibleName('Porto, Portugal');
  await expect(porto).toContainText('Global');
  await porto.click();
  // The city is matched in the gazetteer on the device, then the button appears.
  await explore.planButton('Porto').click();
  await expect(page).toHaveURL(/\/trips\/new\?destination=gn-\d+$/);
  const form = new TripFormPage(page);
  await expect(form.destinationField()).toHaveValue('Porto, Portugal');
  await expect(page.getByTestId('destination-preview')).toContainText('Porto, Portugal');
});

test('a link to the new-trip form with a city of the gazetteer chooses it', async ({ page }) => {
  await signUp(page);
  // Porto's GeoNames id; this device has never had its destination row.
  await page.goto('/trips/new?destination=gn-2735943');
  const form = new TripFormPage(page);
  await expect(form.destinationField()).toHaveValue('Porto, Portugal');
  await form.fill({ title: 'Port wine weekend', startDate: '2026-06-05', endDate: '2026-06-07' });
  await form.submitNew();
  await expect(page.getByRole('heading', { name: 'Port wine weekend', level: 1 })).toBeVisible();
  await expect(page.getByText('Porto, Portugal').first()).toBeVisible();
});
