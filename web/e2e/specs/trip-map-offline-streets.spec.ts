import { expect, test, type Request } from '@playwright/test';
import { AuthPage } from '../pages/auth-page';
import { DocumentsSection } from '../pages/documents-section';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import { TripFormPage } from '../pages/trip-form-page';
import { TripMapPage } from '../pages/trip-map-page';
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

// The suite's server has made-up streets around Lisbon and Porto as its street tiles
// (support/global-setup.ts), cut into a trip's street pack by GET /api/trips/:id/street-pack.
test("'Available offline' keeps the trip's street map, which the map draws with no network", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
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

  const docs = new DocumentsSection(page);
  await docs.availableOffline().click();
  await expect(docs.availableOffline()).toHaveAttribute('aria-pressed', 'true');
  await expect(docs.section()).toContainText(/Street map of the trip’s places kept \(\d+ KB\)\./, {
    timeout: 30_000,
  });
  // The pack counts in what the trip keeps on this device.
  await expect(docs.section().getByTestId('documents-storage')).toContainText(
    /^\d+ KB on this device/,
  );
  await docs.section().screenshot({ path: test.info().outputPath('available-offline.png') });
  await new PwaApp(page).waitForActiveWorker();

  // A fresh tab with no network: the streets come from the pack kept on the device.
  const offline = await context.newPage();
  await context.setOffline(true);
  const requests: Request[] = [];
  offline.on('request', (request) => requests.push(request));
  const map = new TripMapPage(offline);
  await map.open(tripId);
  await map.waitUntilDrawn();
  await expect(map.pin('Stop: Lisbon')).toBeVisible();
  await expect(map.map()).toHaveAttribute('data-streets', 'drawn', { timeout: 20_000 });
  await expect(offline.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  await offline.screenshot({ path: test.info().outputPath('offline-streets.png') });

  await offline.setViewportSize({ width: 1280, height: 900 });
  await expect(map.map()).toHaveAttribute('data-streets', 'drawn');
  await offline.screenshot({ path: test.info().outputPath('offline-streets-wide.png') });

  await offline.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(map.map()).toHaveAttribute('data-mode', 'dark');
  await offline.waitForTimeout(300);
  await offline.screenshot({ path: test.info().outputPath('offline-streets-dark.png') });

  // Nothing left the device: no other origin, no street pack asked again, and every answer of
  // our own origin came from the service worker (the network is off).
  const origin = new URL(offline.url()).origin;
  const seen = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response().catch(() => null);
      return { url: request.url(), fromWorker: response?.fromServiceWorker() ?? false };
    }),
  );
  const ours = seen.filter(({ url }) => url.startsWith(`${origin}/`));
  expect(
    seen.filter(({ url }) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)),
  ).toEqual([]);
  expect(ours.filter(({ url }) => url.includes('/street-pack'))).toEqual([]);
  // Sync's calls to the API fail offline, as they should; everything else is the worker's.
  expect(
    ours.filter(({ url, fromWorker }) => !fromWorker && !new URL(url).pathname.startsWith('/api/')),
  ).toEqual([]);
});
