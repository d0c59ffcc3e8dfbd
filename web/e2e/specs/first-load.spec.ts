import { expect, test, type Page } from '@playwright/test';
import { EXPLORER_FIRST_ROW } from '../../src/features/home/explorer-layout';
import { AuthPage } from '../pages/auth-page';
import { ExplorePage } from '../pages/explore-page';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { uniqueUsername } from '../support/users';

// Requests are counted from the page, so the service worker must not answer them from a cache.
test.use({ serviceWorkers: 'block' });

/** The app's entry script, as index.html names it. */
async function entryScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'index.html names its entry script').toBeTruthy();
  return src ?? '';
}

/** Paths of the requests the page makes from now on. */
function requestedPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => seen.push(new URL(req.url()).pathname));
  return seen;
}

/** Opens `path` with the app's own code held back: only index.html's preloads can ask. */
async function openWithoutTheApp(page: Page, path: string): Promise<string[]> {
  await page.route(await entryScript(page), (route) => route.abort());
  const seen = requestedPaths(page);
  await page.goto(path);
  // The preloads are started by a small async script; give them time to be sent.
  await page.waitForLoadState('networkidle');
  return seen;
}

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);

test('the explorer code, data and first pictures are fetched while the app downloads, each once', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/destinations')).json()) as {
    imageUrl: string;
  }[];
  const firstRow = list.slice(0, EXPLORER_FIRST_ROW).map((d) => d.imageUrl);
  expect(firstRow).toHaveLength(EXPLORER_FIRST_ROW);

  const early = await openWithoutTheApp(page, '/');
  expect(early).toContainEqual(expect.stringMatching(chunk('home-page')));
  expect(early).toContain('/api/destinations');
  expect(early).toContain('/api/user');
  expect(early).toEqual(expect.arrayContaining(firstRow));
  // Only the first row: the pictures further down wait for their cards.
  expect(early).not.toContain(list[EXPLORER_FIRST_ROW]?.imageUrl);

  // With the app running, its own requests take the preloaded answers instead of asking again.
  await page.unrouteAll();
  const explore = new ExplorePage(page);
  const seen = requestedPaths(page);
  await explore.open();
  await expect(explore.cards().first()).toBeVisible();
  const count = (re: RegExp | string) =>
    seen.filter((p) => (typeof re === 'string' ? p === re : re.test(p))).length;
  expect(count(chunk('home-page'))).toBe(1);
  expect(count('/api/destinations')).toBe(1);
  expect(count('/api/user')).toBe(1);
  for (const picture of firstRow) expect(count(picture)).toBe(1);
});

/** Holds back the requests for `held` until the page has asked for the destinations. */
async function holdUntilDestinationsAsked(page: Page, held: string) {
  let asked = () => {};
  const destinationsAsked = new Promise<void>((done) => (asked = done));
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/destinations') asked();
  });
  await page.route(held, async (route) => {
    await destinationsAsked;
    await route.continue();
  });
}

// The script is revalidated on each load while the app's code comes from the browser's cache,
// so on a returning traveller's device either may run first.
for (const first of ['the first-load script', 'the app'] as const) {
  test(`a signed-in start on the explorer asks for the destinations once, for the cards and the offline copy, when ${first} asks first`, async ({
    page,
  }) => {
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: uniqueUsername(), password: 'secret123' });
    await expect(page).toHaveURL(/\/$/);
    const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
    const offlineCopy = async () => (await store.all('destinations')).length;
    await expect.poll(offlineCopy).toBeGreaterThan(0);
    // Emptied, so that the next start's refresh of the offline copy shows.
    await store.clear('destinations');
    const offered = ((await (await page.request.get('/api/destinations')).json()) as unknown[])
      .length;

    await holdUntilDestinationsAsked(
      page,
      first === 'the app' ? '**/first-load-preload.js' : `**${await entryScript(page)}`,
    );
    const seen = requestedPaths(page);
    const explore = new ExplorePage(page);
    await explore.open();
    await expect(explore.cards().first()).toBeVisible();
    await expect.poll(offlineCopy).toBe(offered);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((p) => p === '/api/destinations')).toHaveLength(1);
  });
}

test('a signed-out visitor does not download the code of the screens that need an account', async ({
  page,
}) => {
  const signIn = await openWithoutTheApp(page, '/auth');
  expect(signIn).toContainEqual(expect.stringMatching(chunk('auth-page')));
  expect(signIn).not.toContain('/api/destinations');

  const trips = await openWithoutTheApp(page, '/trips');
  expect(trips).not.toContainEqual(expect.stringMatching(chunk('trips-page')));
  expect(trips).not.toContainEqual(expect.stringMatching(chunk('user-store')));
});

test("a returning traveller's trip screen and local store are fetched with the shell", async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);

  const detail = await openWithoutTheApp(page, '/trips/00000000-0000-4000-8000-000000000000');
  expect(detail).toContainEqual(expect.stringMatching(chunk('trip-detail-page')));
  expect(detail).toContainEqual(expect.stringMatching(chunk('user-store')));

  const newTrip = await openWithoutTheApp(page, '/trips/new');
  expect(newTrip).toContainEqual(expect.stringMatching(chunk('new-trip-page')));
  expect(newTrip).not.toContainEqual(expect.stringMatching(chunk('trip-detail-page')));
});

test('crawlers get a robots.txt of their own, not the app shell', async ({ page }) => {
  const res = await page.request.get('/robots.txt');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
});
