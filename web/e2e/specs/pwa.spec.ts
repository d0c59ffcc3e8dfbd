import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { ExplorePage } from '../pages/explore-page';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import { uniqueUsername } from '../support/users';

/**
 * Every route of SPEC section 2 (trip ids need not exist: 'Trip not found' is a screen too), by
 * what a signed-in traveller named Nomad with no trips sees there: the screen's headings.
 */
const PUBLIC_SCREENS = {
  '/': ['Discover Your Next Adventure'],
  '/explore': ['Discover Your Next Adventure'],
  '/home': ['Discover Your Next Adventure'],
  '/borders': ['Visa Requirements'],
  '/flights': ['Flights'],
  '/no/such/place': ['404 Page Not Found'],
};
const OWN_SCREENS = {
  '/trips': ['My Trips', 'No Trips Yet'],
  '/trips/new': ['Plan a New Trip', 'Choose Destination', 'Trip Details'],
  '/profile': ['Nomad', 'Account', 'About', 'Data sources'],
};
const TRIP_SCREENS = {
  '/trips/pwa-offline-check': ['Trip not found'],
  '/trips/pwa-offline-check/edit': ['Trip Not Found'],
  '/trips/pwa-offline-check/itinerary': ['Trip not found'],
};

test('the service worker controls the page and Chromium finds the app installable', async ({
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  // Chromium never offers to install from an incognito profile, which a normal test context is.
  const { launchOptions, baseURL, viewport } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'wayfarer-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pwa = new PwaApp(page);
    await page.goto('/');
    await pwa.waitForServiceWorker();
    await page.reload();
    expect(await pwa.isControlled()).toBe(true);

    expect(await pwa.installabilityErrors(context)).toEqual([]);

    const manifest = await pwa.manifest();
    expect(manifest).toMatchObject({
      name: 'Wayfarer',
      short_name: 'Wayfarer',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as Array<{ sizes: string; purpose?: string; src: string }>;
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const screenshots = manifest.screenshots as Array<{ form_factor: string; src: string }>;
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const { src } of [...icons, ...screenshots]) {
      const res = await page.request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * The one online visit: a traveller (signed up over the API, which shares the browser's cookies)
 * opens the app, which signs them in and syncs, and its worker takes over the page.
 */
async function visitOnceOnline(page: Page) {
  const res = await page.request.post('/api/register', {
    data: { username: uniqueUsername(), password: 'secret123', firstName: 'Nomad' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/');
  await new SyncStatus(page).expectShows('Synced');
  await new PwaApp(page).waitForServiceWorker();
}

/** Opens each screen with no network, from its address, and checks it is that very screen. */
async function expectScreensOffline(page: Page, screens: Record<string, string[]>) {
  const pwa = new PwaApp(page);
  for (const [route, headings] of Object.entries(screens)) {
    await page.goto(route);
    // The screen itself: not the browser's offline page and not the route error screen. Its
    // headings in order; others may sit between them (the profile lists 'Destination photos'
    // once the server has found some, which it does in the background).
    await expect(page.getByRole('heading'), route).toContainText(headings);
    await expect(pwa.offlineBadge(), route).toBeVisible();
  }
}

test.describe('after one online visit every screen opens offline as the signed-in traveller', () => {
  test('the explorer, the visa checker, flights and an unknown address', async ({
    page,
    context,
  }) => {
    await visitOnceOnline(page);
    await context.setOffline(true);
    await expectScreensOffline(page, PUBLIC_SCREENS);
  });

  test('the trips, a new trip and the profile, still signed in', async ({ page, context }) => {
    await visitOnceOnline(page);
    await context.setOffline(true);
    await expectScreensOffline(page, OWN_SCREENS);

    // Still signed in on the profile, the last of them: a network failure is not a sign-out.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(new AppShell(page).tab('Profile')).toHaveAttribute('aria-current', 'page');

    await context.setOffline(false);
    await expect(new PwaApp(page).offlineBadge()).toBeHidden();
  });

  test("a trip's screens", async ({ page, context }) => {
    await visitOnceOnline(page);
    await context.setOffline(true);
    await expectScreensOffline(page, TRIP_SCREENS);
  });
});

test("a visitor's first look at the explorer is there offline: the list and its first pictures", async ({
  page,
  context,
}) => {
  const pwa = new PwaApp(page);
  const explore = new ExplorePage(page);
  // One visit only: what the page loaded before its worker existed must still reach the caches.
  await explore.open();
  await expect(explore.cards().first()).toBeVisible();
  const firstPicture = await explore.cards().first().locator('img').getAttribute('src');
  expect(firstPicture).toBeTruthy();
  await pwa.waitForServiceWorker();
  await expect
    .poll(async () => Object.values(await pwa.cachedUrls()).flat())
    .toEqual(expect.arrayContaining(['/api/destinations', firstPicture]));

  await context.setOffline(true);
  await page.reload();
  await expect(pwa.offlineBadge()).toBeVisible();
  await expect(explore.cards().first()).toBeVisible();
  await expect(page.getByText(/Finding destinations needs a connection/)).toHaveCount(0);
  // The picture is drawn from the cache, not replaced by the placeholder.
  await expect
    .poll(() =>
      explore
        .cards()
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});

test('a deep link typed into a new tab while offline opens its screen', async ({ context }) => {
  const first = await context.newPage();
  const firstPwa = new PwaApp(first);
  await first.goto('/trips/pwa-deep-link/itinerary');
  await firstPwa.waitForServiceWorker();
  await first.reload();
  const expected = await firstPwa.settledHeadings();
  await first.close();

  await context.setOffline(true);
  const page = await context.newPage();
  const pwa = new PwaApp(page);
  await page.goto('/trips/pwa-deep-link/itinerary');
  await expect.poll(() => pwa.headings()).toEqual(expected);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(pwa.offlineBadge()).toBeVisible();
});

test('lookups read offline once fetched; uncached ones fail at once; sessions are never cached', async ({
  page,
  context,
}) => {
  const pwa = new PwaApp(page);
  await page.goto('/');
  await pwa.waitForServiceWorker();

  const live = await pwa.fetchFromPage('/api/destinations');
  expect(live.ok && live.status).toBe(200);
  const destinations = live.ok ? (JSON.parse(live.body) as unknown[]) : [];
  expect(destinations.length).toBeGreaterThan(0);
  expect(live.ok && live.cachedAt).toBeNull();
  await pwa.fetchFromPage('/api/user');

  await context.setOffline(true);
  const cached = await pwa.fetchFromPage('/api/destinations');
  expect(cached.ok && cached.status).toBe(200);
  expect(cached.ok && JSON.parse(cached.body)).toEqual(destinations);

  // Not cached: a network error straight away, so the screen can say it needs a connection.
  const uncached = await pwa.fetchFromPage('/api/destinations/search?query=nowhere-cached');
  expect(uncached.ok).toBe(false);
  expect(uncached.ms).toBeLessThan(2_000);

  const session = await pwa.fetchFromPage('/api/user');
  expect(session.ok).toBe(false);
  const kept = Object.values(await pwa.cachedUrls()).flat();
  expect(kept).toContain('/api/destinations');
  expect(kept.filter((url) => url.startsWith('/api/user') || url.startsWith('/api/sync'))).toEqual(
    [],
  );
});

test('a flight search read from the cache says when it was saved', async ({ page, context }) => {
  const pwa = new PwaApp(page);
  // A fixed answer, so the test is about caching and not about the flight provider. Routing
  // applies to the service worker's own fetches too.
  const offers = JSON.stringify({
    data: [{ id: 'offer-1', price: { total: '199.00', currency: 'USD' } }],
  });
  await context.route('**/api/flights/search?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: offers }),
  );
  await page.goto('/flights');
  await pwa.waitForServiceWorker();
  const search = '/api/flights/search?origin=JFK&destination=LAX&departureDate=2030-05-01&adults=1';

  const live = await pwa.fetchFromPage(search);
  expect(live.ok && live.status).toBe(200);
  expect(live.ok && live.cachedAt).toBeNull();

  await context.unrouteAll();
  await context.setOffline(true);
  const before = Date.now();
  const offline = await pwa.fetchFromPage(search);
  expect(offline.ok && offline.status).toBe(200);
  expect(offline.ok && offline.body).toBe(live.ok && live.body);
  const savedAt = Date.parse((offline.ok && offline.cachedAt) || '');
  expect(savedAt).toBeLessThanOrEqual(before);
  expect(before - savedAt).toBeLessThan(60_000);
});
