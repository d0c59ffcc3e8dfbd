import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serverTrip, serverTrips } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { TripsPage } from '../pages/trips-page';
import { twoDevices } from '../support/two-devices';

/** The installed app holds every screen, so the next ones open without a network. */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function createTrip(page: Page, title: string) {
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title,
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
}

async function editTrip(page: Page, fields: { title?: string; notes?: string }) {
  await new TripPage(page).chooseFromMenu('Edit Trip');
  await expect(page.getByRole('button', { name: 'Update Trip' })).toBeVisible();
  await new TripFormPage(page).fill(fields);
  await new TripFormPage(page).update();
  await expect(page.getByText('Trip updated successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
}

/**
 * Waits until the server holds what `page` wrote. The indicator may still show the previous
 * 'Synced' for a moment after a write, so ordering between devices is checked on the server.
 */
async function expectServerTitle(page: Page, tripId: string, expected: string) {
  await expect.poll(async () => (await serverTrip(page, tripId)).trip?.title).toBe(expected);
}

const title = (page: Page) => page.getByRole('heading', { level: 1 });

test('a trip created, edited and deleted entirely offline leaves nothing on the server or the other device', async ({
  page,
  context,
  browser,
}) => {
  const { contextB, pageB, syncA } = await twoDevices(page, browser);
  const trips = new TripsPage(page);
  await trips.open();
  await installed(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'New Trip' }).click();
  await new TripFormPage(page).fill({
    destination: 'Kyoto, Japan',
    title: 'A passing idea',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await expect(title(page)).toHaveText('A passing idea');
  await editTrip(page, { title: 'A passing idea, revised' });
  await new TripPage(page).chooseFromMenu('Delete Trip');
  await trips.confirmation().getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  await syncA.expectShows('Offline · 3 changes waiting');

  await context.setOffline(false);
  await syncA.expectAllSent();
  expect(await serverTrips(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();

  const tripsB = new TripsPage(pageB);
  await tripsB.open();
  await expect(pageB.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  await contextB.close();
});

test('an expense added offline to a trip deleted on the other device needs attention and can be discarded', async ({
  page,
  browser,
}) => {
  const { contextB, pageB, syncA, syncB } = await twoDevices(page, browser);
  const tripId = await createTrip(page, 'Doomed trip');
  await expectServerTitle(page, tripId, 'Doomed trip');
  await syncA.expectAllSent();

  const tripB = new TripPage(pageB);
  await tripB.open(tripId);
  await expect(title(pageB)).toHaveText('Doomed trip');
  await syncB.expectAllSent();
  await contextB.setOffline(true);
  await tripB.addExpense({ amount: '23.50', description: 'Taxi' });
  await syncB.expectShows('Offline · 1 change waiting');

  await new TripPage(page).chooseFromMenu('Delete Trip');
  await new TripsPage(page).confirmation().getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect.poll(async () => (await serverTrip(page, tripId)).status).toBe(404);
  await syncA.expectAllSent();

  await contextB.setOffline(false);
  // The trip open on this device goes, and it says why rather than 'Trip not found'.
  await expect(pageB.getByText('Doomed trip was deleted on another device')).toBeVisible({
    timeout: 20_000,
  });
  await syncB.expectShows('Needs attention');
  await syncB.openScreen();
  const refused = syncB.rejection('Add expense "Taxi" to trip "Doomed trip"');
  await expect(refused).toContainText('trip was deleted');
  await expect(refused.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page: pageB })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`)).toEqual([]);

  // The trip does not come back, on the device or the server.
  const tripsB = new TripsPage(pageB);
  await tripsB.open();
  await expect(pageB.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  expect(await serverTrips(pageB)).toEqual([]);

  await syncB.openScreen();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(syncB.needsAttention()).toContainText('Nothing needs your attention.');
  await syncB.expectAllSent();
  await pageB.reload();
  await expect(syncB.needsAttention()).toContainText('Nothing needs your attention.');
  await contextB.close();
});

test('the same field edited on two devices ends with the later-applied value; different fields both survive', async ({
  page,
  browser,
}) => {
  const { contextB, pageB, syncA, syncB } = await twoDevices(page, browser);
  const tripId = await createTrip(page, 'Shared plan');
  await expectServerTitle(page, tripId, 'Shared plan');
  await syncA.expectAllSent();
  const tripB = new TripPage(pageB);
  await tripB.open(tripId);
  await expect(title(pageB)).toHaveText('Shared plan');
  await installed(pageB);

  // Same field: B edits offline, A edits online first; B's edit reaches the server later and wins.
  await contextB.setOffline(true);
  await editTrip(pageB, { title: 'Title from B' });
  await editTrip(page, { title: 'Title from A' });
  await expectServerTitle(page, tripId, 'Title from A');
  await syncA.expectAllSent();
  await contextB.setOffline(false);
  await syncB.expectAllSent();
  await expect(title(pageB)).toHaveText('Title from B');
  await page.reload();
  await expect(title(page)).toHaveText('Title from B');
  expect((await serverTrip(page, tripId)).trip?.title).toBe('Title from B');

  // Different fields: B changes the notes offline while A renames; both changes stay.
  await contextB.setOffline(true);
  await editTrip(pageB, { notes: 'Notes from B' });
  await editTrip(page, { title: 'Final title' });
  await expectServerTitle(page, tripId, 'Final title');
  await syncA.expectAllSent();
  await contextB.setOffline(false);
  await syncB.expectAllSent();
  await expect(title(pageB)).toHaveText('Final title');
  await expect(pageB.getByText('Notes from B')).toBeVisible();
  await page.reload();
  await expect(title(page)).toHaveText('Final title');
  await expect(page.getByText('Notes from B')).toBeVisible();
  expect((await serverTrip(page, tripId)).trip).toMatchObject({
    title: 'Final title',
    notes: 'Notes from B',
  });
  await contextB.close();
});
