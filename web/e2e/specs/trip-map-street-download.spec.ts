import { expect, test, type Page } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripMapPage } from '../pages/trip-map-page';
import { heldProxy } from '../support/held-proxy';
import { uniqueUsername } from '../support/users';

// The screenshots are looked at: SwiftShader through ANGLE, as trip-map.spec.ts explains.
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

const NO_STREETS = 'Street detail is not available offline on this server.';

async function lisbonTrip(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Streets of Lisbon',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });
  await new SyncStatus(page).expectAllSent();
  return tripId;
}

test('Cancel stops a street map download mid-way, and Download street map resumes it with Range', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const proxy = await heldProxy(baseURL!);
  try {
    // The pack's first answer comes half and then hangs, as on a slow line.
    await page.route('**/api/trips/*/street-pack', (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${proxy.url}${url.pathname}${url.search}` });
    });
    const tripId = await lisbonTrip(page);
    const docs = new DocumentsSection(page);
    await expect(docs.section()).toContainText(
      'Keep every file of this trip and a street map of its places on this device',
    );
    await docs.availableOffline().click();

    const progress = docs.section().getByText(/^Downloading the street map: \d+ KB of \d+ KB$/);
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(
      docs.section().getByRole('progressbar', { name: 'Street map download' }),
    ).toHaveAttribute('aria-valuenow', /^(49|50)(\.|$)/);
    await docs.section().screenshot({ path: test.info().outputPath('street-map-downloading.png') });
    await docs.section().getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(docs.section()).toContainText(/Street map paused at \d+ KB of \d+ KB\./);
    expect(proxy.requests).toHaveLength(1);

    await docs.section().getByRole('button', { name: 'Download street map' }).click();
    await expect(docs.section()).toContainText(
      /Street map of the trip’s places kept \(\d+ KB\)\./,
      { timeout: 30_000 },
    );
    // Resumed from the bytes kept, of the same pack: not downloaded again from the start.
    expect(proxy.requests).toHaveLength(2);
    const first = proxy.requests[0]!.headers;
    const resumed = proxy.requests[1]!.headers;
    expect(first.range).toBeUndefined();
    expect(resumed.range).toMatch(/^bytes=[1-9]\d*-$/);
    expect(resumed['if-range']).toMatch(/^"/);
    await new PwaApp(page).waitForActiveWorker();

    // The pack joined from both answers draws, with no network.
    const offline = await context.newPage();
    await context.setOffline(true);
    const map = new TripMapPage(offline);
    await map.open(tripId);
    await map.waitUntilDrawn();
    await expect(map.map()).toHaveAttribute('data-streets', 'drawn', { timeout: 20_000 });
    await offline.screenshot({ path: test.info().outputPath('resumed-streets.png') });
    await offline.setViewportSize({ width: 1280, height: 900 });
    await expect(map.map()).toHaveAttribute('data-streets', 'drawn');
    await offline.screenshot({ path: test.info().outputPath('resumed-streets-wide.png') });
    await offline.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(map.map()).toHaveAttribute('data-mode', 'dark');
    await offline.waitForTimeout(300);
    await offline.screenshot({ path: test.info().outputPath('resumed-streets-wide-dark.png') });
    await offline.setViewportSize({ width: 390, height: 844 });
    await offline.waitForTimeout(300);
    await offline.screenshot({ path: test.info().outputPath('resumed-streets-dark.png') });
  } finally {
    await proxy.close();
  }
});

test('a server with no street source says so before Available offline is turned on, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // This suite's server has a street source: this one answers as a server without one does.
  const message = NO_STREETS.slice(0, -1);
  await page.route('**/api/street-detail', (route) =>
    route.fulfill({ json: { available: false, message } }),
  );
  await page.route('**/api/trips/*/street-pack', (route) =>
    route.fulfill({ status: 404, json: { message } }),
  );
  await lisbonTrip(page);
  const docs = new DocumentsSection(page);
  const available = docs.availableOffline();
  await expect(available).toHaveAttribute('aria-pressed', 'false');
  await expect(docs.section()).toContainText(NO_STREETS);
  await expect(docs.section()).toContainText(
    'Keep every file of this trip on this device, for when there is no signal.',
  );
  // Looked at without the trip's toast over it.
  await expect(page.getByText('Trip created successfully!')).toBeHidden({ timeout: 15_000 });
  await docs.section().screenshot({ path: test.info().outputPath('no-street-source.png') });

  // The last answer is kept on the device: said with no signal, before anything is asked.
  await new PwaApp(page).waitForActiveWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(docs.section()).toContainText(NO_STREETS);
  await context.setOffline(false);

  await available.click();
  await expect(available).toHaveAttribute('aria-pressed', 'true');
  await expect(docs.section()).toContainText(NO_STREETS);
  await expect(docs.section()).not.toContainText('Downloading the street map');
});
