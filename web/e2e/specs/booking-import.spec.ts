import { expect, test } from '@playwright/test';
import { dayOfYearOf, encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import {
  boardingPassJson,
  lodgingConfirmationHtml,
  makeEmail,
  makePkpass,
} from '@shared/testing/import-fixtures';
import { DocumentsSection } from '../pages/documents-section';
import { ImportDialog } from '../pages/import-dialog';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { TripFormPage } from '../pages/trip-form-page';
import { pdfFile } from '../support/document-files';
import { goOffline } from '../support/shared-trip';
import { isoFromToday, travellerWithTrip } from '../support/traveller-with-trip';
import { screenshotLooks } from '../support/looks';

test.use({ viewport: { width: 390, height: 844 } });

test('a confirmation e-mail shared to the app goes on the trip its dates fall in, a stay spanning its nights, offline', async ({
  page,
  context,
}) => {
  // Two trips: the one under way or next (which today's date would propose) and a later one
  // that holds the booking's dates.
  await travellerWithTrip(page, { title: 'Kyoto spring', startInDays: 5, days: 6 });
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon stay',
    startDate: isoFromToday(20),
    endDate: isoFromToday(25),
  });
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(context, page);
  const html = lodgingConfirmationHtml({
    hotel: 'Hotel Avenida',
    reference: 'HX7781',
    checkin: isoFromToday(21),
    checkout: isoFromToday(24),
  });
  // Shared from the mail app to the installed app: the browser POSTs it to the share target,
  // which the service worker answers with no network.
  const email = makeEmail('Your booking at Hotel Avenida', html);
  await page.evaluate(async (text) => {
    const form = new FormData();
    form.set('file', new File([text], 'Your booking.eml', { type: 'message/rfc822' }));
    await fetch('/share-target', { method: 'POST', body: form, redirect: 'manual' });
  }, email);
  await page.goto('/import');
  // Read first; the trip is proposed by the booking's dates, though Kyoto comes first.
  const importer = new ImportDialog(page);
  await expect(importer.drafts()).toHaveCount(1);
  await expect(importer.tripChoice()).toHaveValue(tripId);
  await expect(importer.dialog()).toContainText('Proposed by the bookings’ dates.');
  const draft = importer.drafts().first();
  await expect(draft).toContainText('Hotel Avenida');
  await expect(draft).toContainText('Accommodation');
  await expect(draft).toContainText('Day 2');
  await expect(draft.getByLabel('Reference')).toHaveValue('HX7781');
  await expect(draft.getByLabel('Check-out')).toHaveValue('(+3)');
  await screenshotLooks(page, 'import-preview', { widths: [390, 1280], height: 844 });
  await importer.save();

  // Saved into that trip, which opens.
  await page.waitForURL(`**/trips/${tripId}`);
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.day(2)).toContainText('Hotel Avenida');
  await expect(itinerary.day(3)).toContainText('night 2 of 3');
  await expect(itinerary.day(4)).toContainText('night 3 of 3');
  await expect(itinerary.day(5)).toContainText('Check-out');
});

test('a wallet pass shared to the app that no trip holds makes a new trip over its dates, offline', async ({
  page,
  context,
}) => {
  await travellerWithTrip(page, { title: 'Kyoto spring', startInDays: 5, days: 6 });
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(context, page);
  const flightDay = isoFromToday(90);
  const pass = makePkpass(
    boardingPassJson(
      encodeBoardingPass('TRAVELLER/ALEX', [
        {
          reference: 'PK1234',
          from: 'LIS',
          to: 'OPO',
          carrier: 'TP',
          number: '1351',
          dayOfYear: dayOfYearOf(flightDay),
          seat: '12A',
        },
      ]),
    ),
  );
  await page.evaluate(async (bytes) => {
    const form = new FormData();
    const type = 'application/vnd.apple.pkpass';
    form.set('file', new File([new Uint8Array(bytes)], 'boarding.pkpass', { type }));
    await fetch('/share-target', { method: 'POST', body: form, redirect: 'manual' });
  }, Array.from(pass));
  await page.goto('/import');
  const importer = new ImportDialog(page);
  await expect(importer.drafts().first()).toContainText('TP 1351 Lisbon → Porto');
  await expect(importer.tripChoice()).toHaveValue('new');
  await expect(importer.dialog()).toContainText('A trip to Porto, Portugal');
  await importer.save();

  // The new trip opens, named after the city, with the flight on its first day.
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Porto', level: 1 })).toBeVisible();
  const itinerary = new ItineraryPage(page);
  await itinerary.open(new URL(page.url()).pathname.split('/')[2] ?? '');
  await expect(itinerary.day(1)).toContainText('TP 1351 Lisbon → Porto');
});

test('a wallet pass becomes a flight on its day at its airports; importing it again updates it', async ({
  page,
  context,
}) => {
  const tripId = await travellerWithTrip(page, { title: 'Porto hop', startInDays: 30, days: 5 });
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(context, page);
  const flightDay = isoFromToday(32);
  const pass = (seat: string) => ({
    name: 'boarding.pkpass',
    mimeType: 'application/vnd.apple.pkpass',
    buffer: Buffer.from(
      makePkpass(
        boardingPassJson(
          encodeBoardingPass('TRAVELLER/ALEX', [
            {
              reference: 'PK1234',
              from: 'LIS',
              to: 'OPO',
              carrier: 'TP',
              number: '1351',
              dayOfYear: dayOfYearOf(flightDay),
              seat,
            },
          ]),
        ),
      ),
    ),
  });
  const importer = new ImportDialog(page);
  const firstPass = pass('12A');
  await importer.pick(firstPass);
  const draft = importer.drafts().first();
  await expect(draft).toContainText('TP 1351 Lisbon → Porto');
  await expect(draft).toContainText('Day 3');
  await expect(draft.getByLabel('Date')).toHaveValue(flightDay);
  await expect(draft).toContainText('Local time, Europe/Lisbon');
  await draft.getByLabel('Departs').fill('07:05');
  await draft.getByLabel('Arrives').fill('08:00');
  await importer.save();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.dayTitles(3)).toHaveCount(1);
  await expect(itinerary.dragHandle('TP 1351 Lisbon → Porto')).toBeVisible();
  await expect(itinerary.day(3)).toContainText('07:05');
  // The wallet pass itself is kept with the flight: never shown in the app, saved to the device.
  await itinerary
    .day(3)
    .getByRole('button', { name: /^Documents for TP 1351 Lisbon → Porto/ })
    .click();
  const kept = page.getByRole('dialog', { name: 'boarding' });
  await expect(kept).toContainText('Wallet pass');
  await page.screenshot({ path: test.info().outputPath('import-kept-pass-390.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    kept.getByRole('link', { name: 'Download' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe('boarding.pkpass');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(firstPass.buffer)).toBe(true);
  await kept.getByRole('button', { name: 'Close' }).click();
  await expect(kept).toBeHidden();

  // The same pass again (a new seat): offered as an update, and still one flight.
  await page.goto(`/trips/${tripId}`);
  await importer.pick(pass('14C'));
  await expect(importer.drafts().first()).toContainText('Updates the one on your plan');
  await importer.drafts().first().getByLabel('Departs').fill('07:05');
  await importer.save();
  await itinerary.open(tripId);
  await expect(itinerary.dayTitles(3)).toHaveCount(1);
  await expect(itinerary.dragHandle('TP 1351 Lisbon → Porto')).toBeVisible();
  await expect(itinerary.day(3)).toContainText('07:05');
});

test('a file nothing can be read from is kept in Documents, marked as needing a look', async ({
  page,
  context,
}) => {
  const tripId = await travellerWithTrip(page, {
    title: 'Paper tickets',
    startInDays: 10,
    days: 3,
  });
  await new PwaApp(page).waitForServiceWorker();
  await goOffline(context, page);
  const importer = new ImportDialog(page);
  await importer.pick(pdfFile('train ticket.pdf'));
  await expect(importer.dialog()).toContainText(
    'Bookings in a PDF cannot be read on this device yet.',
  );
  await page.screenshot({ path: test.info().outputPath('import-inbox-390.png') });
  await importer.dialog().getByRole('button', { name: 'Keep in Documents' }).click();
  await expect(importer.dialog()).toBeHidden();
  const docs = new DocumentsSection(page);
  await expect(docs.section()).toContainText('Needs a look: train ticket');

  // 'Add as…': the activity form titled after the file; once added, the file is the activity's.
  await docs.section().getByRole('button', { name: 'Add as…' }).click();
  const form = page.getByRole('dialog', { name: 'Add Activity' });
  await expect(form.getByLabel('Title')).toHaveValue('train ticket');
  await form.getByLabel('Type').selectOption({ label: 'Transport' });
  await form.getByLabel('Day').selectOption({ label: 'Day 2' });
  await form.getByRole('button', { name: 'Add Activity' }).click();
  await expect(form).toBeHidden();
  await expect(docs.section()).not.toContainText('Needs a look');
  await expect(docs.section().getByRole('button', { name: 'Open train ticket' })).toBeVisible();
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expect(itinerary.dragHandle('train ticket')).toBeVisible();
});
