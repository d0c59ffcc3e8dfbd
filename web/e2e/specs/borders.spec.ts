import { expect, test, type Page } from '@playwright/test';
import type { VisaResponse } from '@shared/api/lookups';
import { countryNameToIso } from '@shared/reference/country-iso';
import { PASSPORT_COUNTRIES } from '@shared/reference/passport-countries';
import type { Destination } from '@shared/schemas/destination';
import { BordersPage } from '../pages/borders-page';

// Request order and overlap are observed from the page, so no service worker may answer.
test.use({ serviceWorkers: 'block' });

async function countries(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/destinations');
  const list = (await res.json()) as Destination[];
  return [...new Set(list.map((d) => d.country))];
}

/** A destination country with an ISO code whose answer for `passport` has a category. */
async function checkedCountry(page: Page, passport: string) {
  for (const country of await countries(page)) {
    const iso = countryNameToIso(country);
    if (!iso || iso === passport) continue;
    const answer = await visaAnswer(page, passport, iso);
    if (answer.category) return { country, iso, answer, category: answer.category };
  }
  throw new Error(`No destination country has a visa category for ${passport}`);
}

async function visaAnswer(page: Page, passport: string, iso: string): Promise<VisaResponse> {
  const res = await page.request.get(`/api/visa/${passport}/${iso}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as VisaResponse;
}

/** Records every visa request and the most that were ever in flight at once. */
function watchVisaRequests(page: Page) {
  const paths: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const isVisa = (url: string) => new URL(url).pathname.startsWith('/api/visa/');
  page.on('request', (req) => {
    if (!isVisa(req.url())) return;
    paths.push(new URL(req.url()).pathname);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
  });
  const done = (req: { url: () => string }) => {
    if (isVisa(req.url())) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { paths, maxInFlight: () => maxInFlight };
}

/** Regional indicator symbols, the letters flag emoji are made of. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

test('the passport select names every country legibly, with flags only where the browser draws them', async ({
  page,
}) => {
  const borders = new BordersPage(page);
  await borders.open();
  // Drawn as a flag, the pair of letters is one picture; without an emoji font that has flags
  // (Debian's Chromium with no fonts-noto-color-emoji) it is two boxes, twice as wide.
  const flagsDrawn = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = '32px sans-serif';
    const pair = context.measureText('\u{1F1FA}\u{1F1F8}').width;
    return pair < context.measureText('\u{1F1FA}').width * 1.5;
  });

  const options = await borders.passportOptions();
  expect(options).toEqual(
    PASSPORT_COUNTRIES.map((c) => (flagsDrawn ? `${c.flag} ${c.name}` : c.name)),
  );
  if (!flagsDrawn) {
    for (const text of options) expect(text).not.toMatch(REGIONAL_INDICATOR);
  }
  await expect(borders.passport()).toHaveValue('US');
});

test('US passport by default: one card per country, checked one after another', async ({
  page,
}) => {
  const borders = new BordersPage(page);
  const names = await countries(page);
  const watch = watchVisaRequests(page);
  await borders.open();
  await expect(borders.passport()).toHaveValue('US');
  await expect(borders.cards()).toHaveCount(names.length);

  const france = await visaAnswer(page, 'US', 'FR');
  expect(france.category?.code).toBe('VF');
  await expect(borders.badge('France')).toHaveText(france.category!.name);
  await expect(borders.badge('France')).toHaveAttribute('data-category', 'VF');
  await expect(borders.card('France').getByText(`${france.dur} days`)).toBeVisible();
  await expect(
    borders.card('France').getByRole('link', { name: /Official source/ }),
  ).toHaveAttribute('href', france.source!);

  await expect(borders.page.getByText('Checking requirements...')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(watch.maxInFlight()).toBe(1);
  expect(watch.paths.every((p) => p.startsWith('/api/visa/US/'))).toBe(true);
  expect(new Set(watch.paths).size).toBe(watch.paths.length);
});

test('changing the passport checks again, and going back answers from the cache', async ({
  page,
}) => {
  const borders = new BordersPage(page);
  const watch = watchVisaRequests(page);
  const names = await countries(page);
  // A passport of one of the destination countries, so that its card is the home country.
  const home = PASSPORT_COUNTRIES.find((p) => p.code !== 'US' && names.includes(p.name));
  expect(home, 'a destination country that is also a passport country').toBeDefined();
  const other = await checkedCountry(page, home!.code);
  const us = await checkedCountry(page, 'US');

  await borders.open();
  // The cards first (no card also means no 'Checking requirements...'), then every answer.
  await expect(borders.badge(us.country)).toHaveAttribute('data-category', us.category.code);
  await expect(borders.page.getByText('Checking requirements...')).toHaveCount(0, {
    timeout: 20_000,
  });
  const usRequests = watch.paths.length;

  await borders.choosePassport(home!.code);
  await expect(borders.card(home!.name).getByText('Your home country')).toBeVisible();
  await expect(borders.page.getByText('Checking requirements...')).toHaveCount(0, {
    timeout: 20_000,
  });
  const homeRequests = watch.paths.slice(usRequests);
  expect(homeRequests.length).toBeGreaterThan(0);
  expect(homeRequests.every((p) => p.startsWith(`/api/visa/${home!.code}/`))).toBe(true);
  await expect(borders.badge(other.country)).toHaveText(other.category.name);

  const before = watch.paths.length;
  await borders.choosePassport('US');
  await expect(borders.badge(us.country)).toHaveAttribute('data-category', us.category.code);
  await page.waitForTimeout(500);
  expect(watch.paths.length).toBe(before);
  expect(watch.maxInFlight()).toBe(1);
});

test('a failed check shows the patient placeholder while the others answer', async ({ page }) => {
  const borders = new BordersPage(page);
  const ok = await checkedCountry(page, 'US');
  const failing = (await countries(page)).find(
    (c) => c !== ok.country && countryNameToIso(c) && countryNameToIso(c) !== 'US',
  );
  expect(failing, 'a second destination country with an ISO code').toBeDefined();
  // The one faked answer: the real provider does not fail on demand.
  await page.route(`**/api/visa/US/${countryNameToIso(failing!)}`, (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await borders.open();
  await expect(borders.card(failing!).getByText('Preparing results…')).toBeVisible();
  await expect(borders.card(failing!).getByText('Thanks for your patience')).toBeVisible();
  await expect(borders.badge(ok.country)).toHaveAttribute('data-category', ok.category.code);
});

test('a country without an ISO code says its mapping is unavailable and is not requested', async ({
  page,
}) => {
  const borders = new BordersPage(page);
  const watch = watchVisaRequests(page);
  // Adds one destination in a country the built-in name-to-code map does not know.
  await page.route('**/api/destinations', async (route) => {
    const real = await route.fetch();
    const list = (await real.json()) as Destination[];
    const first = list[0]!;
    await route.fulfill({
      response: real,
      json: [...list, { ...first, id: 'atlantis', name: 'Poseidonia', country: 'Atlantis' }],
    });
  });
  await borders.open();
  await expect(borders.card('Atlantis').getByText('Country mapping unavailable')).toBeVisible();
  await expect(borders.page.getByText('Checking requirements...')).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(watch.paths.some((p) => p.includes('Atlantis'))).toBe(false);
});
