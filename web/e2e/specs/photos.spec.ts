import { expect, test } from '@playwright/test';
import { ExplorePage } from '../pages/explore-page';
import { PwaApp } from '../pages/pwa-app';

// The e2e server finds photos in the fake Wikimedia (support/global-setup.ts): Paris has one
// under CC BY-SA 4.0 by "Jane D&oe"; Kyoto's is NonCommercial, so Kyoto keeps its artwork.

test.beforeEach(async ({ request }) => {
  // The server looks for photos in the background after it starts.
  await expect
    .poll(
      async () => {
        const body = (await (await request.get('/api/destinations/photos')).json()) as {
          photos: { destinationId: string }[];
        };
        return body.photos.map((p) => p.destinationId);
      },
      { timeout: 20_000 },
    )
    .toContain('paris');
});

test('a destination photo is shown from our origin with its credit, and again offline', async ({
  page,
  context,
}) => {
  const explore = new ExplorePage(page);
  const pwa = new PwaApp(page);
  await explore.open();

  const paris = explore.card('Paris');
  const photo = paris.getByTestId('destination-photo');
  await expect(photo).toBeVisible();
  await expect(paris.getByTestId('photo-credit')).toHaveText('Photo: Jane D&oe · CC BY-SA 4.0');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(shown).origin).toBe(new URL(page.url()).origin);
  expect(new URL(shown).pathname).toMatch(/^\/images\/photos\/paris\/[a-f0-9]{12}-\d+\.webp$/);

  // A refused licence: the drawn artwork, and no credit.
  const kyoto = explore.card('Kyoto');
  await expect(kyoto.locator('img')).toHaveAttribute('src', '/images/destinations/kyoto.svg');
  await expect(kyoto.getByTestId('photo-credit')).toHaveCount(0);

  // The detail links the credit: the author to the file's page, the licence to its text.
  await paris.click();
  const credit = explore.dialog().getByTestId('photo-credit');
  await expect(credit.getByRole('link', { name: 'Jane D&oe' })).toHaveAttribute(
    'href',
    /\/wiki\/File:Tour_Eiffel_Wikimedia_Commons\.jpg$/,
  );
  await expect(credit.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    /creativecommons\.org/,
  );
  await page.keyboard.press('Escape');

  // One visit was enough: the photo and its credit come from the service worker's caches.
  await pwa.waitForServiceWorker();
  await expect
    .poll(async () => Object.values(await pwa.cachedUrls()).flat())
    .toEqual(expect.arrayContaining(['/api/destinations/photos', new URL(shown).pathname]));
  await context.setOffline(true);
  await page.reload();
  await expect(pwa.offlineBadge()).toBeVisible();
  const offlinePhoto = explore.card('Paris').getByTestId('destination-photo');
  await expect
    .poll(() =>
      offlinePhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(explore.card('Paris').getByTestId('photo-credit')).toHaveText(
    'Photo: Jane D&oe · CC BY-SA 4.0',
  );
});
