import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

async function signUpWithTrip(page: Page): Promise<string> {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Four days in Kyoto',
    startDate: '2026-10-10',
    endDate: '2026-10-13',
  });
}

test('a traveller plans activities day by day and sees the preview', async ({ page }) => {
  // A long story; give it room on a busy machine.
  test.setTimeout(90_000);
  const id = await signUpWithTrip(page);
  const trip = new TripPage(page);
  const itinerary = new ItineraryPage(page);

  await expect(trip.itinerary().getByText('No activities added yet')).toBeVisible();
  await trip.itinerary().getByRole('link', { name: 'Add Activities' }).click();
  await expect(page).toHaveURL(`/trips/${id}/itinerary`);

  // One section per trip day, each empty for now.
  for (const day of [1, 2, 3, 4]) {
    await expect(itinerary.day(day).getByText('No activities for this day')).toBeVisible();
  }
  await expect(itinerary.day(5)).toHaveCount(0);

  // The dialog offers Day 1 to 4 and the four types, with the spec's defaults.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = itinerary.dialog();
  await expect(dialog.getByLabel('Day')).toHaveValue('1');
  await expect(dialog.getByLabel('Day').locator('option')).toHaveText([
    'Day 1',
    'Day 2',
    'Day 3',
    'Day 4',
  ]);
  await expect(dialog.getByLabel('Type')).toHaveValue('activity');
  await expect(dialog.getByLabel('Type').locator('option')).toHaveText([
    'Activity',
    'Dining',
    'Accommodation',
    'Transport',
  ]);
  await expect(dialog.getByLabel('Time (Optional)')).toHaveAttribute('placeholder', '09:00 AM');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  // A booking's longer form scrolls inside the dialog: its buttons stay within it, in view,
  // not past its foot and over the bottom navigation.
  await dialog.getByLabel('Type').selectOption({ label: 'Transport' });
  await expect(dialog.getByLabel('Confirmation number (Optional)')).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  const saveBox = await dialog.getByRole('button', { name: 'Add Activity' }).boundingBox();
  expect(saveBox!.y + saveBox!.height).toBeLessThanOrEqual(dialogBox!.y + dialogBox!.height);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await itinerary.addActivity({ title: 'Check in at the ryokan', type: 'Accommodation' });
  await expect(page.getByText('Activity added successfully')).toBeVisible();
  await itinerary.addActivity({
    day: 2,
    title: 'Fushimi Inari at dawn',
    time: '06:00 AM',
    location: 'Fushimi Inari Taisha',
    description: 'Before the crowds',
  });
  await itinerary.addActivity({ day: 3, type: 'Dining', title: 'Kaiseki dinner', time: '7 PM' });
  await itinerary.addActivity({ day: 3, type: 'Transport', title: 'Train to Nara' });

  const day2 = itinerary.day(2);
  await expect(day2).toContainText('Fushimi Inari at dawn');
  await expect(day2).toContainText('06:00 AM');
  await expect(day2).toContainText('Fushimi Inari Taisha');
  await expect(day2).toContainText('Before the crowds');
  await expect(day2).toContainText('Activity');
  await expect(itinerary.day(1)).toContainText('Accommodation');
  await expect(itinerary.day(3)).toContainText('Dining');
  await expect(itinerary.day(3)).toContainText('Transport');
  await expect(itinerary.day(4).getByText('No activities for this day')).toBeVisible();

  await itinerary.deleteActivity('Train to Nara');
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(itinerary.day(3)).not.toContainText('Train to Nara');

  // The trip page previews the first two planned days and counts the rest.
  await page.getByRole('link', { name: 'Four days in Kyoto' }).click();
  await expect(page).toHaveURL(`/trips/${id}`);
  const preview = trip.itinerary();
  await expect(preview.getByRole('heading', { name: 'Day 1' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Day 2' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Day 3' })).toHaveCount(0);
  await expect(preview).toContainText('Fushimi Inari at dawn');
  await expect(preview).toContainText('06:00 AM');
  await expect(preview).toContainText('Fushimi Inari Taisha');
  await expect(preview).not.toContainText('Kaiseki dinner');
  await expect(preview.getByText('And 1 more days...')).toBeVisible();
  await preview.getByRole('link', { name: 'View Full Itinerary' }).click();
  await expect(page).toHaveURL(`/trips/${id}/itinerary`);

  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/trips/${id}`)).json()) as {
        itineraryItems: Array<{ day: number; title: string }>;
      };
      return body.itineraryItems.map((i) => `${i.day}:${i.title}`).sort();
    })
    .toEqual(['1:Check in at the ryokan', '2:Fushimi Inari at dawn', '3:Kaiseki dinner']);
});

test('deleting a trip removes its activities and expenses on this device at once', async ({
  page,
}) => {
  const id = await signUpWithTrip(page);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(id);
  await itinerary.addActivity({ title: 'Golden Pavilion' });
  const trip = new TripPage(page);
  await trip.open(id);
  await trip.addExpense({ amount: '20', description: 'Temple entry' });
  await expect(trip.expenseRow('Temple entry')).toBeVisible();
  await trip.chooseFromMenu('Delete Trip');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await itinerary.page.goto(`/trips/${id}/itinerary`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  const counts = await page.evaluate(async (tripId) => {
    const dbs = await indexedDB.databases();
    const name = dbs.find((d) => d.name?.startsWith('wayfarer-'))?.name ?? '';
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => done(req.result);
      req.onerror = () => fail(req.error);
    });
    const count = (store: string) =>
      new Promise<number>((done) => {
        const req = db.transaction(store).objectStore(store).index('tripId').count(tripId);
        req.onsuccess = () => done(req.result);
      });
    return { items: await count('itineraryItems'), expenses: await count('expenses') };
  }, id);
  expect(counts).toEqual({ items: 0, expenses: 0 });
});
