import { expect, test } from '@playwright/test';
import { dayOfYearOf, encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { boardingPassPdf } from '@shared/testing/boarding-pass-pdf';
import { DocumentsSection } from '../pages/documents-section';
import { ImportDialog } from '../pages/import-dialog';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { showTripTab } from '../pages/trip-tabs';
import type { TestFile } from '../support/document-files';
import { goOffline } from '../support/shared-trip';
import { isoFromToday, travellerWithTrip } from '../support/traveller-with-trip';
import { screenshotLooks } from '../support/looks';

// The e2e server runs the real kitinerary-extractor (support/global-setup.ts): the device reads
// no PDF, the server reads this one's barcode (decision 022).

/** An airline's PDF boarding pass: a line of text and the pass as a PDF417 barcode. */
function pdfPass(flightDay: string): TestFile {
  const bcbp = encodeBoardingPass('TRAVELLER/ALEX', [
    {
      reference: 'SV4821',
      from: 'LIS',
      to: 'OPO',
      carrier: 'TP',
      number: '1351',
      dayOfYear: dayOfYearOf(flightDay),
      seat: '12A',
    },
  ]);
  return {
    name: 'boarding pass.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(boardingPassPdf(bcbp, 'Boarding pass TP 1351 Lisbon - Porto')),
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a PDF boarding pass the device cannot read is read by the server, checked and saved on the plan', async ({
  page,
}) => {
  const tripId = await travellerWithTrip(page, { title: 'Porto by air', startInDays: 20, days: 5 });
  const flightDay = isoFromToday(22);
  const importer = new ImportDialog(page);
  await importer.pick(pdfPass(flightDay));

  const draft = importer.drafts().first();
  await expect(importer.drafts()).toHaveCount(1);
  await expect(draft).toContainText('TP 1351 Lisbon → Porto');
  await expect(draft).toContainText('Check this: read by the server');
  await expect(draft).toContainText('Day 3');
  await expect(draft.getByLabel('Date')).toHaveValue(flightDay);
  await expect(draft.getByLabel('Reference')).toHaveValue('SV4821');
  await expect(draft).toContainText('Local time, Europe/Lisbon');
  await screenshotLooks(page, 'import-server', { widths: [390, 1280], height: 844 });
  // Checked and corrected like any other found booking.
  await draft.getByLabel('Departs').fill('07:05');
  await importer.save();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.dragHandle('TP 1351 Lisbon → Porto')).toBeVisible();
  await expect(itinerary.day(3)).toContainText('07:05');
  // The PDF itself is kept with the flight, as with any PDF the import reads.
  await page.goto(`/trips/${tripId}`);
  const docs = new DocumentsSection(page);
  await expect(docs.section()).toContainText('boarding pass');
  await expect(docs.section()).not.toContainText('Needs a look');
});

test('offline, the file is not sent: the import says so and offers to keep it', async ({
  page,
  context,
}) => {
  await travellerWithTrip(page, { title: 'Porto later', startInDays: 40, days: 4 });
  await new PwaApp(page).waitForServiceWorker();
  const importer = new ImportDialog(page);
  // Online, the dialog says what the server would read.
  showTripTab(page, 'Plan');
  await page.getByRole('button', { name: 'Import booking' }).click();
  await expect(importer.dialog()).toContainText('sent to your server to be read');
  await importer.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(importer.dialog()).toBeHidden();

  await goOffline(context, page);
  await importer.pick(pdfPass(isoFromToday(41)));
  await expect(importer.dialog()).toContainText(
    'You are offline, so it was not sent to your server to be read.',
  );
  await expect(importer.drafts()).toHaveCount(0);
  await expect(importer.dialog().getByRole('button', { name: 'Keep in Documents' })).toBeVisible();
});
