import { expect, test } from '@playwright/test';
import { dayOfYearOf, encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { drawBoardingPass } from '../../../scripts/import-fixtures/boarding-pass-images';
import { ImportDialog } from '../pages/import-dialog';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { goOffline } from '../support/shared-trip';
import { isoFromToday, travellerWithTrip } from '../support/traveller-with-trip';
import { screenshotLooks } from '../support/looks';

test.use({ viewport: { width: 390, height: 844 } });

test('a boarding-pass picture becomes a flight on its day at its airports, with the picture, offline', async ({
  page,
  context,
}) => {
  const tripId = await travellerWithTrip(page, {
    title: 'Frankfurt fair',
    startInDays: 30,
    days: 5,
  });
  await new PwaApp(page).waitForServiceWorker();

  // Every request from now on, the reader's worker's included: none may leave our origin.
  const origin = new URL(page.url()).origin;
  const elsewhere: string[] = [];
  const wasm: { url: string; fromServiceWorker: boolean }[] = [];
  context.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('blob:')) {
      elsewhere.push(request.url());
    }
  });
  context.on('response', (response) => {
    if (/\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url())) {
      wasm.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    }
  });
  await goOffline(context, page);

  // A paper pass photographed askew: the PDF417 turned 12 degrees, on a washed-out page.
  const flightDay = isoFromToday(32);
  const text = encodeBoardingPass('TESTER/ALEX', [
    {
      reference: 'PIC123',
      from: 'LIS',
      to: 'FRA',
      carrier: 'TP',
      number: '576',
      dayOfYear: dayOfYearOf(flightDay),
      compartment: 'Y',
      seat: '14C',
      checkInSequence: 17,
    },
  ]);
  const picture = await drawBoardingPass(text, 'pdf417', 'rotated', 4);
  const importer = new ImportDialog(page);
  await importer.pick({
    name: 'boarding pass.png',
    mimeType: picture.mimeType,
    buffer: picture.bytes,
  });

  const draft = importer.drafts().first();
  await expect(draft).toContainText(/TP 576 Lisbon → Frankfurt/, { timeout: 20_000 });
  await expect(draft).toContainText('Day 3');
  await expect(draft.getByLabel('Date')).toHaveValue(flightDay);
  await expect(draft.getByLabel('Reference')).toHaveValue('PIC123');
  // Each end in its own airport's zone: Lisbon's for the departure, Frankfurt's for the arrival.
  await expect(draft).toContainText('Local time, Europe/Lisbon');
  await expect(draft).toContainText('Local time, Europe/Berlin');
  await draft.getByLabel('Departs').fill('06:10');
  await draft.getByLabel('Arrives').fill('10:05');
  await screenshotLooks(page, 'import-picture-390');
  await importer.save();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.dayTitles(3)).toHaveCount(1);
  await expect(itinerary.day(3)).toContainText('06:10');
  await expect(itinerary.day(3)).toContainText('10:05');
  // The picture is kept with the flight, as a trip document: one tap on the flight opens it.
  await itinerary
    .day(3)
    .getByRole('button', { name: /^Documents for TP 576 Lisbon → Frankfurt/ })
    .click();
  const kept = page.getByRole('dialog', { name: 'boarding pass' });
  await expect(kept.getByRole('img', { name: 'boarding pass' })).toBeVisible();
  await kept.getByRole('button', { name: 'Close' }).click();
  await expect(kept).toBeHidden();

  // Read by our own WebAssembly, from the precache, with nothing asked of anyone else.
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.every((w) => w.fromServiceWorker)).toBe(true);
  expect(elsewhere).toEqual([]);
});
