import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { PwaApp } from '../pages/pwa-app';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { trackPendingRequests } from '../pages/pending-requests';
import { buildWeb, startSwappableServer } from '../pages/pwa-update-server';
import { uniqueUsername } from '../support/users';

const BUILD_A = `a-${randomUUID().slice(0, 8)}`;
const BUILD_B = `b-${randomUUID().slice(0, 8)}`;

let builds: { a: string; b: string };
let server: Awaited<ReturnType<typeof startSwappableServer>>;

// No trace for this file. Playwright records the service worker's requests too, and here the
// worker precaches two whole builds: on a busy machine the trace writer once failed the test
// itself while zipping its copies of those files ('file data stream has unexpected number of
// bytes', raised from page.goto). A failure still leaves a screenshot, and its message names the
// workers' states and the requests in flight.
test.use({ trace: 'off' });

// Two retries, reported as flaky (npm test's summary names them). With the machine's two cores
// kept busy (three busy loops beside the run), the first test stalls after Reload in one run of
// four to twenty: the new worker stays 'installed', with no request in flight from the page or
// either worker, and a second SKIP_WAITING does not move it. The second test, signed out, has
// not stalled. Chromium activates a worker that skipped waiting only once the old one has no
// work, and with DevTools attached (Playwright attaches to every service worker) it does not stop
// an idle old worker unless activation asked it to; the likely cause, not a proven one. A stall
// on all three tries still fails.
test.describe.configure({ retries: 2 });
// Both tests deploy the second build on this worker's one server: they run one after the other.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One folder per build id, so that workers running this file at once never share an output.
  builds = {
    a: buildWeb(`dist/web-pwa-${BUILD_A}`, BUILD_A),
    b: buildWeb(`dist/web-pwa-${BUILD_B}`, BUILD_B),
  };
  server = await startSwappableServer(builds.a);
});

/** A fresh browser context on this worker's server, which serves the first build again. */
function contextOnFirstBuild(browser: Browser, testInfo: TestInfo) {
  server.deploy(builds.a);
  return browser.newContext({
    baseURL: server.url,
    viewport: testInfo.project.use.viewport ?? null,
  });
}

test.afterAll(async () => {
  await server?.stop();
  for (const dir of Object.values(builds ?? {})) rmSync(dir, { recursive: true, force: true });
});

test('a new version waits for Reload and keeps the offline trip, its outbox, street map and cached lookups', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await contextOnFirstBuild(browser, testInfo);
  // The sync server stays unreachable all along, so the change stays queued, unsynced.
  await context.route('**/api/sync/**', (route) => route.abort('internetdisconnected'));
  const pendingRequests = trackPendingRequests(context);
  const page = await context.newPage();
  const pwa = new PwaApp(page);
  const auth = new AuthPage(page);

  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await pwa.waitForServiceWorker();
  await expect.poll(() => pwa.buildId()).toBe(BUILD_A);
  expect((await pwa.fetchFromPage('/api/destinations')).ok).toBe(true);

  // A trip made offline: the row and its queued createTrip, as the trip repository writes them.
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
    .toContain(store.dbName);
  await context.setOffline(true);
  const tripId = randomUUID();
  const now = new Date().toISOString();
  const trip = {
    id: tripId,
    userId: store.userId,
    destinationId: 'kyoto',
    title: 'Kyoto in spring',
    startDate: '2030-04-01',
    endDate: '2030-04-07',
    notes: null,
    budget: null,
    createdAt: now,
    updatedAt: now,
  };
  await store.put('trips', trip);
  await store.put('outbox', {
    name: 'createTrip',
    args: {
      id: tripId,
      destinationId: 'kyoto',
      title: 'Kyoto in spring',
      startDate: '2030-04-01',
      endDate: '2030-04-07',
    },
    createdAt: now,
  });
  // The trip's street map, kept in IndexedDB as 'Available offline' keeps it.
  const streetPack = [0x50, 0x4d, 0x54, 0x69, 0x6c, 0x65, 0x73, 3, 1, 2, 3];
  await store.putStreetPack(tripId, streetPack);
  await context.setOffline(false);

  server.deploy(builds.b);
  await page.reload();
  await expect(pwa.updateToast()).toBeVisible({ timeout: 30_000 });
  // Nothing happens until the traveller says so.
  await page.waitForTimeout(1_000);
  expect(await pwa.buildId()).toBe(BUILD_A);

  const before = await pwa.workerStates();
  await pwa.updateReloadButton().click();
  await expect
    .poll(() => pwa.buildId(), {
      timeout: 20_000,
      message: `the page runs the new build after Reload (workers before the click: ${before})`,
    })
    .toBe(BUILD_B)
    .catch(async (error: unknown) => {
      // The states now tell which step of the update stalled; the trace alone does not show them.
      throw new Error(
        `${String(error)}\nworkers now: ${await pwa.workerStates()}\nrequests in flight: ${pendingRequests().join('; ') || 'none'}`,
      );
    });
  // Once, under load, the new build ran before the page reported a controller. The worker claims
  // open pages as it activates (clientsClaim in sw.ts), so the check waits for that.
  await expect
    .poll(() => pwa.isControlled(), { message: 'the new worker controls the page' })
    .toBe(true);

  expect(await store.all('trips')).toContainEqual(trip);
  expect(await store.all('outbox')).toContainEqual(
    expect.objectContaining({ name: 'createTrip', args: expect.objectContaining({ id: tripId }) }),
  );
  const cached = await pwa.cachedUrls();
  expect(cached['lookups-destinations']).toContain('/api/destinations');
  // The new worker cleaned the old build's caches up; the street map is not one of them.
  expect(await store.streetPackBytes(tripId)).toEqual(streetPack);

  // The new version works offline from its own precache.
  await context.setOffline(true);
  await page.goto('/trips');
  await page.reload();
  await expect.poll(() => pwa.buildId()).toBe(BUILD_B);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.close();
});

test('Reload does not wait for a lookup the old version still has in flight, and says it is updating', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await contextOnFirstBuild(browser, testInfo);
  const page = await context.newPage();
  const pwa = new PwaApp(page);
  await page.goto('/');
  await pwa.waitForServiceWorker();
  await expect.poll(() => pwa.buildId()).toBe(BUILD_A);
  // The list the explorer shows after the reload comes from the worker's cache, filled from the
  // first visit once the worker took over (first-visit-cache.ts).
  await expect
    .poll(async () => (await pwa.cachedUrls())['lookups-destinations'] ?? [])
    .toContain('/api/destinations');

  // The old worker's refresh of the destinations never gets an answer, as on a very slow
  // network. The browser switches workers only once the old one has no request in flight, so on
  // Reload the old one drops its own (release-on-update.ts); without that, this update would wait
  // for as long as the network did.
  let heldRefreshes = 0;
  await context.route('**/api/destinations', async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    heldRefreshes += 1;
  });
  server.deploy(builds.b);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Paris, France' })).toBeVisible();
  await expect(pwa.updateToast()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => heldRefreshes, { message: 'the old worker refreshes the list' })
    .toBeGreaterThan(0);

  // The page reloads as soon as the switch happens: what it said meanwhile is read as it happens.
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  await page.evaluate((title) => {
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes(title)) return;
      console.log(`shown: ${title}`);
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, 'Updating to the new version');

  await pwa.updateReloadButton().click();
  await expect
    .poll(() => pwa.buildId(), {
      timeout: 20_000,
      message: 'the new build runs although the old refresh never got an answer',
    })
    .toBe(BUILD_B);
  expect(said).toContain('shown: Updating to the new version');
  // The explorer still draws from the cached list.
  await expect(page.getByRole('button', { name: 'Paris, France' })).toBeVisible();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});
