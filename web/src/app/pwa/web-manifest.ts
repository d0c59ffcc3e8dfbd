import type { ManifestOptions } from 'vite-plugin-pwa';

/** Teal of the logo and the header; the splash screen and the status bar use it. */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The web app manifest (read by the build, which writes manifest.webmanifest and links it from
 * index.html). What Chromium needs to offer an install: name, icons of 192 and 512 px,
 * start_url, display standalone; the screenshots feed its richer install dialog.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Wayfarer',
  short_name: 'Wayfarer',
  description:
    'Plan your perfect trip: discover destinations, build day-by-day itineraries, track expenses and check visa requirements, even offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: 'en',
  categories: ['travel', 'productivity'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/maskable-icon-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  // Taken from the real app with a planned trip by scripts/generate-install-screenshots.ts.
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'A trip to Kyoto, planned day by day on a phone',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'A planned trip on a desktop: the day-by-day plan, expenses and the side navigation',
    },
  ],
};
