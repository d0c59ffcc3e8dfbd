/**
 * Renders the app icons in web/public from the logo artwork (the same drawing as
 * web/src/components/logo.tsx) with headless Chromium, so the PNGs can be regenerated when the logo
 * changes: `npx tsx scripts/generate-pwa-icons.ts`.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './chromium-launch';

const TEAL = '#0f766e';
const ARTWORK = `
  <path d="M14 42 L32 14 L50 42 Z" fill="#fde68a" />
  <circle cx="44" cy="20" r="6" fill="#fbbf24" />
  <path d="M10 48 H54" stroke="#fff" stroke-width="4" stroke-linecap="round" />`;

/** The logo as drawn in the header: a rounded tile, transparent corners. */
const anyPurpose = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${TEAL}" />${ARTWORK}</svg>`;

/**
 * Full-bleed background with the drawing kept inside the central 80 % circle that every
 * platform's mask leaves visible.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${TEAL}" />
  <g transform="translate(12.8 12.8) scale(0.6)">${ARTWORK}</g></svg>`;

/** iOS draws its own rounded corners and shows transparency as black: square and opaque. */
const appleTouch = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${TEAL}" />
  <g transform="translate(6.4 6.4) scale(0.8)">${ARTWORK}</g></svg>`;

const OUTPUTS: Array<{ file: string; svg: string; size: number }> = [
  { file: 'pwa-192x192.png', svg: anyPurpose, size: 192 },
  { file: 'pwa-512x512.png', svg: anyPurpose, size: 512 },
  { file: 'maskable-icon-512x512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180x180.png', svg: appleTouch, size: 180 },
];

const publicDir = resolve(import.meta.dirname, '../web/public');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox'],
});
try {
  for (const { file, svg, size } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" `) +
        `</body></html>`,
    );
    await page.screenshot({ path: resolve(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`wrote web/public/${file}`);
  }
} finally {
  await browser.close();
}
