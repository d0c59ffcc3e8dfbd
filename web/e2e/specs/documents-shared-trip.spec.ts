import { expect, test } from '@playwright/test';
import { DocumentsSection } from '../pages/documents-section';
import { pdfFile } from '../support/document-files';
import {
  addMember,
  createSyncedTrip,
  goOffline,
  registerIn,
  secondDevice,
} from '../support/shared-trip';

const MiB = 1024 * 1024;

test("'Available offline' on a companion's phone fetches every file of a shared trip", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerIn(page, 'Ada');
  const { context: contextB, page: pageB, traveller: ben } = await secondDevice(browser, 'Ben');
  try {
    const tripId = await createSyncedTrip(page, {
      destination: 'Kyoto, Japan',
      title: 'Kyoto together',
      startDate: '2026-11-02',
      endDate: '2026-11-04',
    });
    await addMember(page, tripId, ben, 'viewer');
    const docs = new DocumentsSection(page);
    // Larger than what devices fetch by themselves, so only 'Available offline' brings it.
    await docs.attach(pdfFile('visa.pdf', 3 * MiB), { name: 'E-visa', kind: 'Visa' });
    await docs.attach(pdfFile('tickets.pdf'), { name: 'Train tickets', kind: 'Ticket' });
    await expect(docs.row('E-visa')).toContainText('On this device', { timeout: 30_000 });
    await expect(docs.row('Train tickets')).toContainText('On this device', { timeout: 30_000 });

    // Ben, a viewer, sees both; only the small one is on his phone so far.
    await pageB.goto(`/trips/${tripId}`);
    const docsB = new DocumentsSection(pageB);
    await expect(docsB.row('Train tickets')).toContainText('On this device');
    await expect(docsB.row('E-visa')).toContainText('Not downloaded yet');
    await expect(docsB.section().getByRole('button', { name: 'Add document' })).toHaveCount(0);

    await docsB.availableOffline().click();
    await expect(docsB.row('E-visa')).toContainText('On this device', { timeout: 30_000 });
    await expect(docsB.section()).toContainText(/3\.\d MB on this device · .+ free/);

    // At the border with no signal, the visa opens; a viewer can download but not delete it.
    await goOffline(contextB, pageB);
    const viewer = await docsB.open('E-visa');
    await expect(viewer.locator('iframe[title="E-visa"]')).toHaveAttribute('src', /^blob:/);
    await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  } finally {
    await contextB.close();
  }
});
