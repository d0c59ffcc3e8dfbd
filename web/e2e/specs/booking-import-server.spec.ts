import { expect, test } from '@playwright/test';
import { DocumentsSection } from '../pages/documents-section';
import { ImportDialog } from '../pages/import-dialog';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { showTripTab } from '../pages/trip-tabs';
import { pdfBoardingPass as pdfPass } from '../support/pdf-boarding-pass';
import { goOffline } from '../support/shared-trip';
import { isoFromToday, travellerWithTrip } from '../support/traveller-with-trip';
import { screenshotLooks } from '../support/looks';

// The e2e server runs the real kitinerary-extractor (support/global-setup.ts): the device reads
// no PDF, the server reads this one's barcode (decision 022).

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

test('a PDF kept in the inbox offline is read on the server once online, and leaves the inbox with its flight', async ({
  page,
  context,
}) => {
  const tripId = await travellerWithTrip(page, { title: 'Porto by air', startInDays: 20, days: 5 });
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(context, page);
  const importer = new ImportDialog(page);
  await importer.pick(pdfPass(isoFromToday(22)));
  await expect(importer.drafts()).toHaveCount(0);
  await importer.dialog().getByRole('button', { name: 'Keep in Documents' }).click();
  await expect(importer.dialog()).toBeHidden();
  const docs = new DocumentsSection(page);
  await expect(docs.section()).toContainText('Needs a look: boarding pass');
  // Offline the server cannot be asked: only 'Add as…' is offered.
  await expect(docs.section().getByRole('button', { name: 'Add as…' })).toBeVisible();
  await expect(docs.section().getByRole('button', { name: 'Read on the server' })).toHaveCount(0);

  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  const readOnServer = docs.section().getByRole('button', { name: 'Read on the server' });
  await expect(readOnServer).toBeVisible();
  await screenshotLooks(page, 'inbox-read-on-server');
  await readOnServer.click();
  const draft = importer.drafts().first();
  await expect(importer.drafts()).toHaveCount(1);
  await expect(draft).toContainText('TP 1351 Lisbon → Porto');
  await expect(draft).toContainText('Check this: read by the server');
  await expect(draft).toContainText('Day 3');
  await screenshotLooks(page, 'inbox-server-preview');
  await importer.save();

  // The kept document is the flight's now: the same one, not a second copy, out of the inbox.
  await expect(docs.section()).not.toContainText('Needs a look');
  await expect(docs.rows()).toHaveCount(1);
  await expect(docs.section().getByRole('button', { name: 'Open boarding pass' })).toBeVisible();
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.day(3)).toContainText('TP 1351 Lisbon → Porto');
  await expect(
    itinerary.day(3).getByRole('button', { name: 'Documents for TP 1351 Lisbon → Porto' }),
  ).toBeVisible();
});
