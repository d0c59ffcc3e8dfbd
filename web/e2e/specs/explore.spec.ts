import { expect, test, type Page } from '@playwright/test';
import type { Destination } from '@shared/schemas/destination';
import { AuthPage } from '../pages/auth-page';
import { ExplorePage } from '../pages/explore-page';
import { uniqueUsername } from '../support/users';

// Requests are counted from the page, so the service worker must not answer them from a cache.
test.use({ serviceWorkers: 'block' });

async function ownDestinations(page: Page): Promise<Destination[]> {
  const res = await page.request.get('/api/destinations');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Destination[];
}

function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/destinations/search') seen.push(url.searchParams.get('query') ?? '');
  });
  return seen;
}

test('a visitor filters by category and clears the filters', async ({ page }) => {
  const explore = new ExplorePage(page);
  const all = await ownDestinations(page);
  const beaches = all.filter((d) => d.category === 'beach');
  expect(beaches.length).toBeGreaterThan(0);

  await explore.open();
  await expect(explore.cards()).toHaveCount(all.length);
  // The first row's pictures (the page's largest paint) are fetched ahead of the rest.
  expect(all.length).toBeGreaterThan(3);
  await expect(explore.cards().nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(explore.cards().nth(3).locator('img')).toHaveAttribute('fetchpriority', 'auto');
  await expect(explore.resultCount()).toHaveCount(0);
  await expect(explore.category('All')).toHaveAttribute('aria-pressed', 'true');

  await explore.category('Beach').click();
  await expect(explore.category('Beach')).toHaveAttribute('aria-pressed', 'true');
  await expect(explore.category('All')).toHaveAttribute('aria-pressed', 'false');
  await expect(explore.resultCount()).toHaveText(`${beaches.length} destination(s) found`);
  await expect(explore.cards()).toHaveCount(beaches.length);
  for (const beach of beaches) await expect(explore.card(beach.name)).toBeVisible();

  await explore.clearFilters().click();
  await expect(explore.category('All')).toHaveAttribute('aria-pressed', 'true');
  await expect(explore.resultCount()).toHaveCount(0);
  await expect(explore.cards()).toHaveCount(all.length);
});

test('search waits for a pause and at least 2 characters', async ({ page }) => {
  const explore = new ExplorePage(page);
  const all = await ownDestinations(page);
  const target = all[0]!;
  const queries = searchRequests(page);
  // The page's timers run on the test's clock, so a slow machine typing slowly cannot make a
  // pause the test did not mean.
  await page.clock.install();
  await explore.open();
  await expect(explore.cards().first()).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1_000);

  await explore.searchBox().fill(target.name.slice(0, 1));
  await page.clock.runFor(1_000);
  expect(queries).toEqual([]);
  await expect(explore.resultCount()).toHaveCount(0);

  // Typed key by key, 100 ms apart: nothing is searched until the text has rested 300 ms, then
  // only the whole text, once.
  await explore.searchBox().fill('');
  for (const key of target.name) {
    await explore.searchBox().pressSequentially(key);
    await page.clock.runFor(100);
  }
  await page.clock.runFor(150);
  expect(queries).toEqual([]);
  await page.clock.runFor(150);
  await expect(explore.resultCount()).toBeVisible();
  await expect(explore.card(target.name)).toBeVisible();
  expect(queries).toEqual([target.name]);

  await explore.clearSearch().click();
  await page.clock.runFor(300);
  await expect(explore.searchBox()).toHaveValue('');
  await expect(explore.cards()).toHaveCount(all.length);
});

test('no matches says to adjust the filters', async ({ page }) => {
  const explore = new ExplorePage(page);
  await explore.open();
  await explore.searchBox().fill('qxzqxzqxz');
  await expect(page.getByText('No destinations found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  await expect(explore.resultCount()).toHaveText('0 destination(s) found');
});

test('an empty catalogue says to check back soon, after six placeholders', async ({ page }) => {
  const explore = new ExplorePage(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  // The only faked answer here: the real catalogue is never empty.
  await page.route('**/api/destinations', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.goto('/');
  await expect(explore.placeholders()).toHaveCount(6);
  release();
  await expect(page.getByText('No destinations found')).toBeVisible();
  await expect(page.getByText('Check back soon for more destinations')).toBeVisible();
});

test('a signed-out visitor sees the call to action and opens a destination', async ({ page }) => {
  const explore = new ExplorePage(page);
  const [first] = await ownDestinations(page);
  await explore.open();
  await expect(explore.ctaCard()).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await explore.open();
  await explore.card(first!.name).click();
  const dialog = explore.dialog();
  await expect(dialog.getByRole('heading', { name: first!.name })).toBeVisible();
  // The activities arrive after the dialog opens.
  await expect(explore.activities().first()).toBeVisible();
  const count = await explore.activities().count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  const facts: [string, string | null][] = [
    ['Climate', first!.climate],
    ['Best Time to Visit', first!.bestMonths],
    ['Visa Requirements', first!.visaRequirements],
    ['Travel Documents', first!.travelDocuments],
  ];
  for (const [title, text] of facts) {
    if (!text) continue;
    const section = dialog.getByRole('region', { name: title });
    await expect(section.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: /^Plan a Trip to/ })).toHaveCount(0);
});

test('a signed-in traveller plans a trip from a destination', async ({ page }) => {
  const auth = new AuthPage(page);
  const explore = new ExplorePage(page);
  const [first] = await ownDestinations(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await expect(explore.ctaCard()).toHaveCount(0);

  await explore.card(first!.name).click();
  await explore
    .dialog()
    .getByRole('button', { name: `Plan a Trip to ${first!.name}` })
    .click();
  await expect(page).toHaveURL(`/trips/new?destination=${encodeURIComponent(first!.id)}`);
});

test('a global result asks a signed-out visitor to sign in', async ({ page }) => {
  const explore = new ExplorePage(page);
  await explore.open();
  await explore.searchBox().fill('Hamburg');
  const global = explore.cards().filter({ hasText: 'Global' }).first();
  await expect(global).toBeVisible();
  await global.click();
  await expect(explore.dialog().getByText('Sign In to See More')).toBeVisible();
  await expect(explore.dialog().getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a signed-in traveller sees that a global place has no tours yet', async ({ page }) => {
  const auth = new AuthPage(page);
  const explore = new ExplorePage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await explore.searchBox().fill('Hamburg');
  const global = explore.cards().filter({ hasText: 'Global' }).first();
  await global.click();
  await expect(
    explore
      .dialog()
      .getByText('No tours or activities available for this destination at the moment.'),
  ).toBeVisible();
  await expect(explore.dialog().getByText('Sign In to See More')).toHaveCount(0);
  // Hamburg is a city of the gazetteer: a trip there is planned like one to ours.
  await expect(
    explore.dialog().getByRole('button', { name: 'Plan a Trip to Hamburg', exact: true }),
  ).toBeVisible();
});
