import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { serverTrip } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { twoDevices } from '../support/two-devices';

const isPull = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/sync/pull';
const isStream = (response: Response) =>
  new URL(response.url()).pathname === '/api/sync/events' && response.status() === 200;

/** Counts the pulls `page` sends. */
function countPulls(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (isPull(request)) count += 1;
  });
  return () => count;
}

/** Waits until no pull has been sent for a second: what a sync just started has finished. */
async function settled(pulls: () => number) {
  let last = -1;
  await expect
    .poll(
      () => {
        const now = pulls();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
}

/**
 * Counts the main frame's navigations, so a test can show a screen changed without one: loads
 * (a reload) and moves to another path. Choosing a trip page tab rewrites the address's `?tab=`
 * in place, which is neither.
 */
function countNavigations(page: Page) {
  let count = 0;
  let path = new URL(page.url()).pathname;
  page.on('load', () => (count += 1));
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const next = new URL(frame.url()).pathname;
    if (next !== path) count += 1;
    path = next;
  });
  return () => count;
}

test("an expense added on one device appears on the other's open screen without a reload", async ({
  page,
  browser,
}) => {
  const { contextB, pageB, syncA, syncB } = await twoDevices(page, browser);
  const tripId = await new TripFormPage(page).create({
    destination: 'Kyoto, Japan',
    title: 'Live trip',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await expect.poll(async () => (await serverTrip(page, tripId)).trip?.title).toBe('Live trip');
  await syncA.expectAllSent();

  const tripA = new TripPage(page);
  const tripB = new TripPage(pageB);
  // The stream opens with the page's sync engine; its answer means the server holds it.
  const streamOpen = pageB.waitForResponse(isStream);
  const pulls = countPulls(pageB);
  await tripB.open(tripId);
  await streamOpen;
  await expect(pageB.getByRole('heading', { level: 1 })).toHaveText('Live trip');
  await syncB.expectAllSent();
  await settled(pulls);
  const navigations = countNavigations(pageB);

  // The engine never polls: a pull now can only come from the server's notification.
  const pulled = pageB.waitForRequest(isPull, { timeout: 5_000 });
  await tripA.addExpense({ amount: '42.00', description: 'Live ramen' });
  await pulled;
  await expect(tripB.expenseRow('Live ramen')).toBeVisible({ timeout: 5_000 });

  // Offline and back: the stream reconnects at once, and the next change arrives the same way.
  await contextB.setOffline(true);
  await expect.poll(() => pageB.evaluate(() => navigator.onLine)).toBe(false);
  const streamBack = pageB.waitForResponse(isStream);
  await contextB.setOffline(false);
  await streamBack;
  // Reconnected, the device syncs by itself (changes made meanwhile were not announced); the
  // next pull to listen for is the one after that.
  await settled(pulls);
  const pulledAgain = pageB.waitForRequest(isPull, { timeout: 5_000 });
  await tripA.addExpense({ amount: '7.50', description: 'Live tea' });
  await pulledAgain;
  await expect(tripB.expenseRow('Live tea')).toBeVisible({ timeout: 5_000 });

  expect(navigations()).toBe(0);
  await contextB.close();
});
