import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { AuthPage } from '../pages/auth-page';
import { PwaApp } from '../pages/pwa-app';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { openTripTab } from '../pages/trip-tabs';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from '../support/users';

const PASSWORD = 'secret123';

/** A traveller with one trip on the server, signed in on `page`; answers their local store. */
async function travellerWithTrip(page: Page, title: string) {
  const username = uniqueUsername();
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title,
    startDate: '2026-05-01',
    endDate: '2026-05-05',
  });
  const sync = new SyncStatus(page);
  await sync.expectAllSent();
  // The tests go offline and navigate: the installed app's worker must hold the screens first.
  await new PwaApp(page).waitForServiceWorker();
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  return { username, tripId, sync, store };
}

async function expectSignedOut(page: Page) {
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test("signing out with nothing waiting erases this device's copy by default: nothing of the trips is left to read", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { store, sync, tripId } = await travellerWithTrip(page, 'Lisbon for two');
  expect(await store.exists()).toBe(true);
  // The device remembers the tab last opened on the trip.
  await new TripPage(page).open(tripId);
  await openTripTab(page, 'Money');
  const tripKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('wayfarer.trip-tab.')),
    );
  await expect.poll(tripKeys).toEqual([`wayfarer.trip-tab.${tripId}`]);

  await sync.signOutFromProfile();
  const dialog = sync.signOutDialog();
  await expect(dialog).toHaveAccessibleName('Sign out?');
  await expect(sync.eraseChoice()).toBeChecked();
  await expect(dialog).toContainText(
    'Your trips and documents are removed from this browser. They stay on the server for your next sign-in.',
  );
  await page.screenshot({ path: test.info().outputPath('sign-out-erase.png') });
  await dialog.getByRole('button', { name: 'Erase and sign out' }).click();
  await expectSignedOut(page);
  await expect(page.getByText("This device's copy was erased.")).toBeVisible();

  // The database is gone, and nothing remembers who was signed in.
  await expect.poll(() => store.exists()).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('wayfarer.lastUser');
  // Nor which trips were opened here.
  expect(await tripKeys()).toEqual([]);

  // The next person at this computer, offline: no trips to see, no way in.
  await context.setOffline(true);
  await page.goto('/trips');
  await expect(page.getByText('Please sign in to view and manage your trips')).toBeVisible();
  await expect(page.getByText('Lisbon for two')).toHaveCount(0);
  expect(await store.exists()).toBe(false);
});

test('keeping the copy says what stays, and the trips are there at the next sign-in here', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { username, store, sync } = await travellerWithTrip(page, 'Lisbon, kept');

  await sync.signOutFromProfile();
  const dialog = sync.signOutDialog();
  await sync.eraseChoice().uncheck();
  await expect(dialog).toContainText(
    'Your trips stay on this device for the next time you sign in here.',
  );
  await dialog.getByRole('button', { name: 'Keep on this device and sign out' }).click();
  await expectSignedOut(page);
  expect(await store.exists()).toBe(true);
  expect((await store.all('trips')).map((t) => (t as { title: string }).title)).toEqual([
    'Lisbon, kept',
  ]);

  const auth = new AuthPage(page);
  await auth.open();
  await auth.login(username, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const trips = new TripsPage(page);
  await trips.open();
  await expect(trips.card('Lisbon, kept')).toBeVisible();
});

test("offline, signing out does not offer 'Sync now', signs out at once, and ends the session once back online", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { tripId, store, sync } = await travellerWithTrip(page, 'Lisbon, offline');
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  const trip = new TripPage(page);
  await trip.open(tripId);
  await trip.addExpense({ amount: '12', description: 'Taxi' });
  await sync.expectShows('Offline · 1 change waiting');

  await new AppShell(page).tab('Profile').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = sync.signOutWarning();
  await expect(dialog).toContainText('You have 1 change that is not synced yet.');
  await expect(dialog).toContainText("You're offline, so it cannot be sent now.");
  await expect(dialog.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(sync.eraseChoice()).not.toBeChecked();
  // Choosing to erase says plainly what is lost.
  await sync.eraseChoice().check();
  await expect(dialog).toContainText('The 1 change that is not synced yet would be lost.');
  await page.screenshot({ path: test.info().outputPath('sign-out-offline.png') });
  await dialog.getByRole('button', { name: 'Erase and sign out' }).click();
  await expectSignedOut(page);
  await expect(page.getByText('The server is told when this device is back online.')).toBeVisible();
  await expect.poll(() => store.exists()).toBe(false);

  // Back online, the browser's old session cookie does not sign anyone back in: it is ended.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(401);
  expect(await store.exists()).toBe(false);
});

test('erasing in one tab signs out the other tab too, and nothing brings the database back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { store, sync } = await travellerWithTrip(page, 'Lisbon, two tabs');
  const other = await context.newPage();
  const otherTrips = new TripsPage(other);
  await otherTrips.open();
  await expect(otherTrips.card('Lisbon, two tabs')).toBeVisible();

  await sync.signOutFromProfile();
  await sync.signOutDialog().getByRole('button', { name: 'Erase and sign out' }).click();
  await expectSignedOut(page);

  // The tab left open no longer shows the trip, and asks whoever is there to sign in.
  await expect(other.getByText('Please sign in to view and manage your trips')).toBeVisible();
  await expect(other.getByText('Lisbon, two tabs')).toHaveCount(0);
  await expect.poll(() => store.exists()).toBe(false);
  await other.waitForTimeout(2_000);
  expect(await store.exists()).toBe(false);
});
