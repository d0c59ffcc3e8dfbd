import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_FIELDS, SHARE_TARGET_PATH } from './share-target.js';

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
  // Sharing a confirmation, a screenshot or a PDF to the installed app opens Import with it
  // (web/src/app/pwa/share-target.ts; the service worker receives the POST, offline too).
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: SHARE_FIELDS.title,
      text: SHARE_FIELDS.text,
      url: SHARE_FIELDS.url,
      files: [
        {
          name: SHARE_FIELDS.file,
          accept: [
            'image/*',
            'application/pdf',
            'application/vnd.apple.pkpass',
            'message/rfc822',
            'text/calendar',
            'text/html',
            'text/plain',
            '.pkpass',
            '.eml',
            '.ics',
          ],
        },
      ],
    },
  },
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
