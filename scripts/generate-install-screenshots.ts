/**
 * The install dialog's screenshots (web/public/screenshots, named by the manifest in
 * web/src/app/pwa/web-manifest.ts), taken from the real app: a traveller's trip to Kyoto with a
 * planned first day, on a 390 x 844 phone (narrow) and a 1280 x 800 screen (wide), light look.
 *
 *   npx tsx scripts/generate-install-screenshots.ts
 *   WEB_OUT_DIR=/path/to/build npx tsx scripts/generate-install-screenshots.ts   (no new build)
 *
 * Builds the app into a scratch folder, starts the server on a throwaway database, signs a
 * traveller up and plans the trip through the screens, as a person would. Run it again after a
 * change of the trip page's look; commit the PNGs it writes.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { buildWeb, repoRoot, startServer } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-launch';

const OUT = join(repoRoot, 'web/public/screenshots');
const SHOTS = [
  { file: 'narrow.png', width: 390, height: 844 },
  { file: 'wide.png', width: 1280, height: 800 },
] as const;

const dayFromNow = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

const PLAN = [
  { title: 'Fushimi Inari at sunrise', time: '06:30' },
  { title: 'Breakfast at Nishiki Market', time: '09:00' },
  { title: 'Kinkaku-ji, the Golden Pavilion', time: '11:00' },
  { title: 'Tea ceremony in Gion', time: '15:00' },
];

async function planTrip(page: Page): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Register' });
  await panel.getByLabel('Username').fill('ada_lovelace');
  await panel.getByLabel('Password').fill('secret123');
  await panel.getByLabel('First name').fill('Ada');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/$/);

  await page.goto('/trips/new');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('Kyoto');
  await page.getByRole('option', { name: 'Kyoto, Japan', exact: true }).click();
  await page.getByLabel('Trip Title').fill('Autumn in Kyoto');
  await page.getByLabel('Start Date').fill(dayFromNow(14));
  await page.getByLabel('End Date').fill(dayFromNow(19));
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
  const tripId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page.goto(`/trips/${tripId}/itinerary`);
  for (const item of PLAN) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Activity' });
    await dialog.getByLabel('Title').fill(item.title);
    await dialog.getByLabel('Time (Optional)').fill(item.time);
    await dialog.getByRole('button', { name: 'Add Activity' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  return tripId;
}

async function main() {
  // A build already made (WEB_OUT_DIR, as the browser tests take it) is used as it is.
  const given = process.env.WEB_OUT_DIR;
  const outDir = given ?? 'dist/install-screenshots';
  if (!given) buildWeb(outDir);
  const server = await startServer(resolve(repoRoot, outDir));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      colorScheme: 'light',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const tripId = await planTrip(page);
    for (const shot of SHOTS) {
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(`/trips/${tripId}`);
      await page.getByRole('heading', { name: 'Autumn in Kyoto' }).first().waitFor();
      // Pictures and fonts settled, no toast.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(OUT, shot.file) });
      console.log(`${shot.file}: ${shot.width}x${shot.height}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    if (!given) rmSync(join(repoRoot, outDir), { recursive: true, force: true });
  }
}

await main();
