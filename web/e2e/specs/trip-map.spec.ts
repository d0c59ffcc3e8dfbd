import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripMapPage } from '../pages/trip-map-page';
import { uniqueUsername } from '../support/users';

// WebGL works under the suite's '--disable-gpu' (Chromium falls back to SwiftShader), and so do
// these tests. But there headless Chromium's software compositor leaves the top rows of a WebGL
// canvas unpainted in screenshots, though the canvas's own pixels, read back, are complete. The
// screenshots of this spec are looked at, so its browser composites with SwiftShader through
// ANGLE instead; the rest of the suite keeps its flags.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  },
});

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await new SyncStatus(page).expectAllSent();
}

/** Adds an activity on `day` at the place picked by searching `search`. */
async function addPlaced(
  itinerary: ItineraryPage,
  fields: { day: number; title: string; time: string; search: string; option: string | RegExp },
) {
  const page = itinerary.page;
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = itinerary.dialog();
  await dialog.getByLabel('Day').selectOption({ label: `Day ${fields.day}` });
  await dialog.getByLabel('Title').fill(fields.title);
  await dialog.getByLabel('Time (Optional)').fill(fields.time);
  await itinerary.pickPlace('Location (Optional)', fields.search, fields.option);
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();
}

test('the trip on the built-in world map opens offline, asks no other origin, and filters by day', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon and the coast',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await addPlaced(itinerary, {
    day: 1,
    title: 'Coffee in the old town',
    time: '09:00',
    search: 'Lisbon',
    option: 'Lisbon, Portugal',
  });
  await addPlaced(itinerary, {
    day: 1,
    title: 'Beach afternoon',
    time: '14:00',
    search: 'Cascais',
    option: 'Cascais, Portugal',
  });
  await addPlaced(itinerary, {
    day: 2,
    title: 'Pena Palace',
    time: '10:00',
    search: 'Sintra',
    // The town itself, not Lisbon's suggested 'Pena Palace in Sintra' that the search also offers.
    option: /^Sintra, Portugal/,
  });
  await itinerary.addActivity({ day: 2, title: 'Write postcards' });
  // The offline tab below is new, so an active worker is all it needs.
  await new PwaApp(page).waitForActiveWorker();

  // A fresh tab with no network: everything the map needs comes from the device.
  const offline = await context.newPage();
  await context.setOffline(true);
  const requests: string[] = [];
  offline.on('request', (request) => requests.push(request.url()));
  const map = new TripMapPage(offline);
  await map.open(tripId);
  await map.waitUntilDrawn();

  await expect(map.pin('1. Coffee in the old town')).toBeVisible();
  await expect(map.pin('2. Beach afternoon')).toBeVisible();
  await expect(map.pin('1. Pena Palace')).toBeVisible();
  await expect(map.pin('Stop: Lisbon')).toBeVisible();
  expect(await map.pin('1. Coffee in the old town').evaluate((element) => element.tagName)).toBe(
    'BUTTON',
  );
  await expect(map.itemPins()).toHaveCount(3);
  await expect(offline.getByText('Not on the map: Write postcards')).toBeVisible();
  await expect(offline.getByText('Natural Earth')).toBeVisible();
  // The largest cities in view are named, from the gazetteer on the device.
  await expect(map.cityLabels().first()).toBeAttached();
  await offline.screenshot({ path: test.info().outputPath('trip-map.png') });

  await map.dayFilter('Day 2').click();
  await expect(map.dayFilter('Day 2')).toHaveAttribute('aria-pressed', 'true');
  await expect(map.itemPins()).toHaveCount(1);
  await expect(map.pin('1. Pena Palace')).toBeVisible();
  await expect(map.pin('1. Coffee in the old town')).toHaveCount(0);

  await map.pin('1. Pena Palace').click();
  const panel = map.panel('1. Pena Palace');
  await expect(panel).toBeVisible();
  // The day as the plan names it: its number, its date, then the time.
  await expect(panel).toContainText('Day 2 · Sat 2 May · 10:00');
  await expect(panel).toContainText('Sintra');
  await expect(panel.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /query=38\.\d+,-9\.\d+/,
  );
  await offline.screenshot({ path: test.info().outputPath('trip-map-panel.png') });

  // 'Edit' opens the item's dialog on the itinerary.
  await panel.getByRole('link', { name: 'Edit' }).click();
  const editing = offline.getByRole('dialog', { name: 'Edit Activity' });
  await expect(editing).toBeVisible();
  await expect(editing.getByLabel('Title')).toHaveValue('Pena Palace');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await expect(editing).toBeHidden();
  await expect(offline).toHaveURL(new RegExp(`/trips/${tripId}/itinerary$`));

  // On a wide screen the map sits beside the plan.
  await offline.setViewportSize({ width: 1280, height: 900 });
  const beside = offline.getByRole('region', { name: 'Map', exact: true });
  await expect(beside).toBeVisible();
  await expect(beside.getByRole('button', { name: '2. Beach afternoon' })).toBeVisible();
  await expect(map.map()).toHaveAttribute('data-state', 'ready');
  await offline.screenshot({ path: test.info().outputPath('trip-map-wide.png') });

  // The dark map follows the app's colour mode (Chakra's `dark` class).
  await offline.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(map.map()).toHaveAttribute('data-mode', 'dark');
  await offline.waitForTimeout(300);
  await offline.screenshot({ path: test.info().outputPath('trip-map-dark.png') });

  const origin = new URL(offline.url()).origin;
  const elsewhere = requests.filter(
    (url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url),
  );
  expect(elsewhere).toEqual([]);
});

test('a device without WebGL lists the map’s places instead of a blank map', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl')) return null;
      return (original as (type: string, ...rest: unknown[]) => RenderingContext | null).call(
        this,
        type,
        ...rest,
      );
    } as typeof original;
  });
  await signUp(page);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'No WebGL',
    startDate: '2026-05-01',
    endDate: '2026-05-02',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await addPlaced(itinerary, {
    day: 1,
    title: 'Beach afternoon',
    time: '14:00',
    search: 'Cascais',
    option: 'Cascais, Portugal',
  });
  const map = new TripMapPage(page);
  await map.open(tripId);
  await expect(page.getByText('This device cannot draw the map')).toBeVisible();
  await map.pin('1. Beach afternoon').click();
  await expect(
    map.panel('1. Beach afternoon').getByRole('link', { name: 'Open in maps' }),
  ).toBeVisible();
});
