import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { serverTrip, SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { uniqueUsername } from '../support/users';

const PUSH = '**/api/sync/push';

async function registerWithTrip(page: Page, title = 'Kyoto in autumn') {
  const username = uniqueUsername();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const sync = new SyncStatus(page);
  await sync.expectShows('Synced');
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title,
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  // On the server before a test injects failures.
  await sync.expectAllSent();
  return { username, tripId, sync, trip: new TripPage(page) };
}

test('the indicator shows syncing, offline with the waiting count, then synced; the server holds every change', async ({
  page,
  context,
  browser,
}) => {
  const username = uniqueUsername();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  const sync = new SyncStatus(page);
  await sync.expectShows('Synced');

  // Hold the push a moment, so the traveller (and this test) can see it happen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PUSH, async (route) => {
    await held;
    await route.continue();
  });
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto in autumn',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await sync.expectShows('Syncing…');
  release();
  await sync.expectShows('Synced');
  await page.unroute(PUSH);

  await context.setOffline(true);
  await sync.expectShows('Offline');
  const trip = new TripPage(page);
  await trip.addExpense({ amount: '12', description: 'Taxi' });
  await expect(trip.expenseRow('Taxi')).toBeVisible();
  await trip.addExpense({ amount: '30', description: 'Temple entry' });
  await expect(trip.expenseRow('Temple entry')).toBeVisible();
  await sync.expectShows('Offline · 2 changes waiting');
  // Never 'Synced' while changes wait, whatever the screen.
  await expect(sync.indicator()).not.toHaveAccessibleName(/^Synced/);

  await context.setOffline(false);
  await sync.expectShows('Synced');
  await expect(trip.expenseRow('Taxi')).not.toContainText('Not synced yet');

  // A second device signed in as the same traveller sees both on the server and on its screen.
  const other = await browser.newContext();
  const device = await other.newPage();
  const otherAuth = new AuthPage(device);
  await otherAuth.open();
  await otherAuth.login(username, 'secret123');
  await expect(device).toHaveURL(/\/$/);
  const onServer = await serverTrip(device, tripId);
  expect(onServer.trip?.expenses.map((e) => [e.description, e.amount]).sort()).toEqual([
    ['Taxi', 1200],
    ['Temple entry', 3000],
  ]);
  const otherTrip = new TripPage(device);
  await otherTrip.open(tripId);
  await expect(otherTrip.expenseRows()).toHaveCount(2);
  await other.close();
});

test('a server error keeps the change queued and the retry delivers it without a new write', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { tripId, sync, trip } = await registerWithTrip(page);
  await sync.expectShows('Synced');

  let attempts = 0;
  await page.route(PUSH, (route) => {
    attempts += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server error' }),
    });
  });
  await trip.addExpense({ amount: '8', description: 'Bus pass' });
  await sync.expectShows('Sync delayed · 1 change waiting');
  // Retried on its own (backoff), not only when the traveller writes again.
  await expect.poll(() => attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await expect(trip.expenseRow('Bus pass')).toContainText('Not synced yet');
  expect((await serverTrip(page, tripId)).trip?.expenses).toEqual([]);

  await page.unroute(PUSH);
  await sync.expectShows('Synced', { timeout: 40_000 });
  const onServer = await serverTrip(page, tripId);
  expect(onServer.trip?.expenses.map((e) => e.description)).toEqual(['Bus pass']);
  await expect(trip.expenseRow('Bus pass')).not.toContainText('Not synced yet');
});

test("with the network up but the server down, the header says it can't reach the server, not 'Offline'", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { tripId, sync, trip } = await registerWithTrip(page);

  // The server does not answer at all: the connection works, the server is what is missing.
  await page.route(PUSH, (route) => route.abort('connectionrefused'));
  await trip.addExpense({ amount: '8', description: 'Bus pass' });
  await sync.expectShows("Can't reach the server · 1 change waiting");
  await expect(sync.indicator()).toHaveAccessibleName(
    /They will sync when the server answers again\./,
  );
  await page.screenshot({ path: test.info().outputPath('server-unreachable.png') });

  // A proxy in front of it answers 503 for it: the same, for the traveller.
  await page.unroute(PUSH);
  await page.route(PUSH, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service Unavailable' }),
    }),
  );
  await trip.addExpense({ amount: '4', description: 'Coffee' });
  await sync.expectShows("Can't reach the server · 2 changes waiting");
  await sync.openScreen();
  await expect(page.getByTestId('sync-headline')).toHaveText(
    "Can't reach the server · 2 changes waiting",
  );
  await page.goBack();

  // The server is back: everything goes out.
  await page.unroute(PUSH);
  await sync.expectShows('Synced', { timeout: 40_000 });
  const onServer = await serverTrip(page, tripId);
  expect(onServer.trip?.expenses.map((e) => e.description).sort()).toEqual(['Bus pass', 'Coffee']);
});

test('a refused push (403) stops with Needs attention until the traveller tries again', async ({
  page,
}) => {
  const { tripId, sync, trip } = await registerWithTrip(page);
  await sync.expectShows('Synced');
  let attempts = 0;
  await page.route(PUSH, (route) => {
    attempts += 1;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This device is registered to another account' }),
    });
  });
  await trip.addExpense({ amount: '5', description: 'Matcha' });
  await sync.expectShows('Needs attention');
  await sync.openScreen();
  await expect(page.getByText('Sync stopped')).toBeVisible();
  await expect(page.getByText(/403: This device is registered to another account/)).toBeVisible();
  await expect(page.getByText('1 change on this device is not on the server yet.')).toBeVisible();
  // It does not hammer the server: no retry on its own.
  await page.waitForTimeout(3_000);
  expect(attempts).toBe(1);

  await page.unroute(PUSH);
  await page.getByRole('button', { name: 'Try again' }).click();
  await sync.expectShows('Synced');
  await expect(page.getByText('Nothing on this device is waiting to be sent.')).toBeVisible();
  expect((await serverTrip(page, tripId)).trip?.expenses.map((e) => e.description)).toEqual([
    'Matcha',
  ]);
});

test('an outdated app (426) asks for a new version and keeps the change', async ({ page }) => {
  const { sync, trip } = await registerWithTrip(page);
  await page.route(PUSH, (route) =>
    route.fulfill({
      status: 426,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This version of the app is out of date.' }),
    }),
  );
  await trip.addExpense({ amount: '5', description: 'Postcards' });
  await sync.expectShows('Needs attention');
  await sync.openScreen();
  await expect(page.getByText('A new version of the app is needed to sync')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
});

test('with a first trip the app asks once to keep its storage, and says when the browser refused', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The browser's answer is up to its own heuristics; this device says no, and counts asks.
    Object.defineProperty(navigator.storage, 'persist', {
      configurable: true,
      value: () => {
        const asked = Number(sessionStorage.getItem('persist-asks') ?? '0') + 1;
        sessionStorage.setItem('persist-asks', String(asked));
        return Promise.resolve(false);
      },
    });
  });
  const asks = () => page.evaluate(() => Number(sessionStorage.getItem('persist-asks') ?? '0'));
  const username = uniqueUsername();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByText(/^Last synced (just now|.* ago)$/)).toBeVisible();
  expect(await asks()).toBe(0);

  await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'First trip',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await expect.poll(asks).toBe(1);
  await page.goto('/profile');
  await expect(
    page.getByText('This browser may clear offline data when storage runs low.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Last synced just now')).toBeVisible();
  expect(await asks()).toBe(1);
});
