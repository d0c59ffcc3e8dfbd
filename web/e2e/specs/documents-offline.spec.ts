import { expect, test, type Page } from '@playwright/test';
import { DocumentsSection } from '../pages/documents-section';
import { PwaLocalStore } from '../pages/pwa-local-store';
import { pdfFile, pngFile } from '../support/document-files';
import { createSyncedTrip, goOffline } from '../support/shared-trip';
import { twoDevices } from '../support/two-devices';

/** The installed app holds every screen, so the trip page opens again without a network. */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('documents attached offline open offline, upload when online and reach a second device', async ({
  page,
  context,
  browser,
}) => {
  const { contextB, pageB } = await twoDevices(page, browser);
  const tripId = await createSyncedTrip(page, {
    destination: 'Kyoto, Japan',
    title: 'Papers for Kyoto',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
  });
  await installed(page);
  const docs = new DocumentsSection(page);

  // Offline at the gate: a boarding pass and a photo go on the trip, stored on this phone.
  await goOffline(context, page);
  await docs.attach(pdfFile('boarding-pass.pdf'), { name: 'Boarding pass', kind: 'Ticket' });
  await docs.attach(pngFile('temple.png'), { name: 'Temple', camera: true });
  await expect(docs.row('Boarding pass')).toContainText('Waiting for connection');
  await expect(docs.row('Temple')).toContainText('Photo');
  await expect(docs.summary()).toContainText('Waiting for connection · 2 files');

  // Reloaded with no network: both still open, from this device.
  await page.reload();
  await expect(docs.row('Boarding pass')).toBeVisible();
  await docs.expectPdfOpens('Boarding pass');
  await docs.expectImageOpens('Temple');
  await page.screenshot({ path: test.info().outputPath('documents-offline-section.png') });
  await docs.open('Temple');
  await page.screenshot({ path: test.info().outputPath('documents-viewer.png') });
  await docs.close('Temple');

  // Online: the outbox goes first, then the bytes, until both are uploaded.
  await context.setOffline(false);
  await expect(docs.row('Boarding pass')).toContainText('On this device', { timeout: 30_000 });
  await expect(docs.row('Temple')).toContainText('On this device', { timeout: 30_000 });
  await expect(docs.summary()).toBeHidden();
  const store = new PwaLocalStore(page, await PwaLocalStore.rememberedUserId(page));
  const rows = (await store.all('documents')) as Array<{ id: string; name: string }>;
  for (const { id } of rows) {
    const status = await page.request.get(`/api/documents/${id}/upload`);
    expect(await status.json()).toMatchObject({ complete: true });
  }

  // The same traveller's other phone pulls them, keeps the trip offline, then opens them offline.
  try {
    await pageB.goto(`/trips/${tripId}`);
    await installed(pageB);
    const docsB = new DocumentsSection(pageB);
    await expect(docsB.rows()).toHaveCount(2);
    await docsB.availableOffline().click();
    await expect(docsB.availableOffline()).toHaveAttribute('aria-pressed', 'true');
    await expect(docsB.row('Boarding pass')).toContainText('On this device');
    await expect(docsB.row('Temple')).toContainText('On this device');
    await expect(docsB.section()).toContainText(/304 bytes on this device · .+ free/);
    await goOffline(contextB, pageB);
    await pageB.reload();
    await docsB.expectPdfOpens('Boarding pass');
    await docsB.expectImageOpens('Temple');
  } finally {
    await contextB.close();
  }
});
