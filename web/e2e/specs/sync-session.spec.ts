import { expect, test } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { serverTrip, SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

test('a session that expires during sync keeps the queued change and sends it after signing in again', async ({
  page,
  context,
}) => {
  const auth = new AuthPage(page);
  const username = uniqueUsername();
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  // The app has opened its database and finished its first sync.
  await new SyncStatus(page).expectShows('Synced');

  // A change made on this device that has not reached the server yet.
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  const tripId = crypto.randomUUID();
  await store.put('outbox', {
    name: 'createTrip',
    args: {
      id: tripId,
      destinationId: 'kyoto',
      title: 'Queued while the session ran out',
      startDate: '2026-10-01',
      endDate: '2026-10-03',
    },
    createdAt: new Date().toISOString(),
  });

  // The session ends on the server; the connection comes back and the app syncs.
  await context.clearCookies();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await store.all('outbox')).toHaveLength(1);

  await auth.login(username, 'secret123');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await store.all('outbox')).length).toBe(0);
  const trips = (await (await page.request.get('/api/trips')).json()) as Array<{ id: string }>;
  expect(trips.map((t) => t.id)).toEqual([tripId]);
});

test('a session that expired while offline: the change made offline reaches the server after signing in again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const auth = new AuthPage(page);
  const username = uniqueUsername();
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const sync = new SyncStatus(page);
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Long trip',
    startDate: '2026-11-02',
    endDate: '2026-11-20',
  });
  await sync.expectAllSent();

  // Days offline, and meanwhile the session ends on the server.
  await context.setOffline(true);
  await context.clearCookies();
  const trip = new TripPage(page);
  await trip.addExpense({ amount: '42', description: 'Night bus' });
  await sync.expectShows('Offline · 1 change waiting');

  await context.setOffline(false);
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await auth.login(username, 'secret123');
  await expect(page).toHaveURL(/\/$/);
  await sync.expectShows('Synced');
  await expect
    .poll(async () => (await serverTrip(page, tripId)).trip?.expenses.map((e) => e.description))
    .toEqual(['Night bus']);
});
