import { expect, test } from '@playwright/test';
import { DocumentsSection } from '../pages/documents-section';
import { pdfFile, pngFile } from '../support/document-files';
import { createSyncedTrip } from '../support/shared-trip';
import { twoDevices } from '../support/two-devices';

test('a photo made the cover shows on both devices; a document deleted on one is gone on the other', async ({
  page,
  browser,
}) => {
  const { contextB, pageB } = await twoDevices(page, browser);
  const tripId = await createSyncedTrip(page, {
    destination: 'Kyoto, Japan',
    title: 'Covered Kyoto',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  const docs = new DocumentsSection(page);
  await docs.attach(pngFile('garden.png', 64, 48), { name: 'Garden' });
  await docs.attach(pdfFile('hotel.pdf'), { name: 'Hotel booking', kind: 'Reservation' });
  await expect(docs.row('Hotel booking')).toContainText('On this device', { timeout: 30_000 });
  await expect(docs.row('Garden')).toContainText('On this device', { timeout: 30_000 });

  const viewer = await docs.open('Garden');
  await viewer.getByRole('button', { name: 'Use as trip cover' }).click();
  await docs.close('Garden');
  const cover = page.getByRole('img', { name: 'Covered Kyoto', exact: true });
  await expect(cover).toHaveAttribute('src', /^blob:/);

  try {
    await pageB.goto(`/trips/${tripId}`);
    const docsB = new DocumentsSection(pageB);
    await expect(docsB.row('Hotel booking')).toContainText('On this device');
    // The cover comes with the trip and shows once its small photo is fetched.
    await expect(pageB.getByRole('img', { name: 'Covered Kyoto', exact: true })).toHaveAttribute(
      'src',
      /^blob:/,
    );

    // Deleted on the second phone...
    const viewerB = await docsB.open('Hotel booking');
    await viewerB.getByRole('button', { name: 'Delete' }).click();
    await pageB.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(docsB.row('Hotel booking')).toBeHidden();

    // ...and gone on the first, live, without a reload.
    await expect(docs.row('Hotel booking')).toBeHidden({ timeout: 20_000 });
    await expect(docs.rows()).toHaveCount(1);
  } finally {
    await contextB.close();
  }
});
