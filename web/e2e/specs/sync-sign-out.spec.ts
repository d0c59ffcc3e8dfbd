import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { serverTrips, SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from '../support/users';

const PUSH = '**/api/sync/push';
const PASSWORD = 'secret123';

async function register(page: Page, username: string) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
}

function createTrip(page: Page, title: string) {
  return new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title,
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
}

async function expectSignedOut(page: Page) {
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('signing out with unsynced changes warns; kept changes go out at the same traveller’s next sign-in and never with another account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const alice = uniqueUsername('alice');
  await register(page, alice);
  const sync = new SyncStatus(page);
  await sync.expectAllSent();

  // The server cannot be reached for sync: the trip waits on this device.
  await page.route(PUSH, (route) => route.abort('internetdisconnected'));
  const tripId = await createTrip(page, 'Kept on the device');
  await sync.expectShows("Can't reach the server · 1 change waiting");

  await sync.signOutFromProfile();
  const warning = sync.signOutWarning();
  await expect(warning).toContainText('You have 1 change that is not synced yet.');
  // Erasing would lose the change: it is not the default.
  await expect(sync.eraseChoice()).not.toBeChecked();
  await warning.getByRole('button', { name: 'Sync now' }).click();
  await expect(warning.getByRole('alert')).toHaveText(
    "Can't reach the server, so they could not be sent.",
  );
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await warning.getByRole('button', { name: 'Keep on this device and sign out' }).click();
  await expectSignedOut(page);
  await page.unroute(PUSH);

  // Another traveller on the same browser: their own empty store, and Alice's queue stays put.
  const pushedBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sync/push')) pushedBodies.push(request.postData() ?? '');
  });
  await register(page, uniqueUsername('bob'));
  await sync.expectAllSent();
  await new TripsPage(page).open();
  await expect(page.getByRole('heading', { name: 'No Trips Yet' })).toBeVisible();
  expect(await serverTrips(page)).toEqual([]);
  expect(pushedBodies.filter((body) => body.includes(tripId))).toEqual([]);
  await sync.signOutFromProfile();
  await sync.signOutDialog().getByRole('button', { name: 'Erase and sign out' }).click();
  await expectSignedOut(page);

  // Alice again: her queue goes out at once.
  const auth = new AuthPage(page);
  await auth.open();
  await auth.login(alice, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await sync.expectAllSent();
  await expect
    .poll(async () => (await serverTrips(page)).map((t) => t.title))
    .toEqual(['Kept on the device']);
  expect(pushedBodies.some((body) => body.includes(tripId))).toBe(true);
  const trips = new TripsPage(page);
  await trips.open();
  await expect(trips.card('Kept on the device')).not.toContainText('Not synced yet');
});

test('Sync now in the sign-out warning sends the changes, then signs out', async ({ page }) => {
  test.setTimeout(90_000);
  const username = uniqueUsername();
  await register(page, username);
  const sync = new SyncStatus(page);
  await sync.expectAllSent();
  await page.route(PUSH, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service Unavailable' }),
    }),
  );
  await createTrip(page, 'Sent before leaving');
  await sync.expectShows("Can't reach the server · 1 change waiting");

  await sync.signOutFromProfile();
  const warning = sync.signOutWarning();
  await expect(warning).toContainText('You have 1 change that is not synced yet.');
  await page.unroute(PUSH);
  await warning.getByRole('button', { name: 'Sync now' }).click();
  await expectSignedOut(page);

  const auth = new AuthPage(page);
  await auth.open();
  await auth.login(username, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  expect((await serverTrips(page)).map((t) => t.title)).toEqual(['Sent before leaving']);
});
