import { expect, test, type Page } from '@playwright/test';
import { dayOfYearOf, encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import {
  boardingPassJson,
  lodgingConfirmationHtml,
  makeEmail,
  makePkpass,
} from '@shared/testing/import-fixtures';
import { ImportDialog } from '../pages/import-dialog';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { TripFormPage } from '../pages/trip-form-page';
import { TripsPage } from '../pages/trips-page';
import { goOffline } from '../support/shared-trip';
import { isoFromToday, travellerWithTrip } from '../support/traveller-with-trip';
import { screenshotLooks } from '../support/looks';

const tripIdInUrl = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a confirmation imported from the trips list goes on the trip its dates fall in, offline', async ({
      page,
      context,
    }) => {
      await travellerWithTrip(page, { title: 'Kyoto spring', startInDays: 20, days: 6 });
      const lisbonId = await new TripFormPage(page).create({
        destination: 'Lisbon, Portugal',
        title: 'Lisbon autumn',
        startDate: isoFromToday(60),
        endDate: isoFromToday(66),
      });
      await new PwaApp(page).waitForServiceWorker();
      await goOffline(context, page);

      const trips = new TripsPage(page);
      await trips.open();
      await expect(trips.card('Lisbon autumn')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`trips-list-${width}.png`) });
      const importer = new ImportDialog(page);
      const email = makeEmail(
        'Your booking at Hotel Avenida',
        lodgingConfirmationHtml({
          hotel: 'Hotel Avenida',
          reference: 'HX7781',
          checkin: isoFromToday(61),
          checkout: isoFromToday(64),
        }),
      );
      await importer.pickFromTrips({
        name: 'Your booking.eml',
        mimeType: 'message/rfc822',
        buffer: Buffer.from(email),
      });
      await expect(importer.drafts()).toHaveCount(1);
      // Proposed by its dates, though the Kyoto trip comes first in the list.
      await expect(importer.tripChoice()).toHaveValue(lisbonId);
      await expect(importer.dialog()).toContainText('Proposed by the bookings’ dates.');
      await expect(importer.drafts().first()).toContainText('Day 2');
      await screenshotLooks(page, `import-from-trips-${width}`);
      await importer.save();

      // Saved into that trip, which opens.
      await page.waitForURL(`**/trips/${lisbonId}`);
      const itinerary = new ItineraryPage(page);
      await itinerary.open(lisbonId);
      await expect(itinerary.day(2)).toContainText('Hotel Avenida');
      await expect(itinerary.day(5)).toContainText('Check-out');
    });

    test('a wallet pass no trip holds makes a new trip to its city over its dates, offline', async ({
      page,
      context,
    }) => {
      await travellerWithTrip(page, { title: 'Kyoto spring', startInDays: 20, days: 6 });
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
      const trips = new TripsPage(page);
      await trips.open();
      const importer = new ImportDialog(page);
      await importer.pickFromTrips({
        name: 'boarding.pkpass',
        mimeType: 'application/vnd.apple.pkpass',
        buffer: Buffer.from(pass),
      });
      await expect(importer.drafts().first()).toContainText('TP 1351 Lisbon → Porto');
      await expect(importer.tripChoice()).toHaveValue('new');
      await expect(importer.tripChoice().locator('option:checked')).toHaveText(/^New trip: Porto/);
      await expect(importer.dialog()).toContainText('A trip to Porto, Portugal');
      await expect(importer.drafts().first()).toContainText('Day 1');
      await expect(importer.drafts().first().getByLabel('Date')).toHaveValue(flightDay);
      // Another of the traveller's trips can be picked instead: the pass is then outside it.
      const kyoto = importer.tripChoice().locator('option', { hasText: 'Kyoto spring' });
      await importer.tripChoice().selectOption((await kyoto.getAttribute('value')) ?? '');
      await expect(importer.drafts().first()).toContainText('outside the trip');
      await importer.tripChoice().selectOption('new');
      await page.screenshot({ path: test.info().outputPath(`import-new-trip-${width}.png`) });
      await importer.save();

      // The new trip opens, named after the city, with the flight on its first day.
      await page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
      const newId = tripIdInUrl(page);
      await expect(page.getByRole('heading', { name: 'Porto', level: 1 })).toBeVisible();
      const itinerary = new ItineraryPage(page);
      await itinerary.open(newId);
      await expect(itinerary.day(1)).toContainText('TP 1351 Lisbon → Porto');
      await trips.open();
      await expect(trips.card('Porto')).toBeVisible();
      await expect(trips.card('Kyoto spring')).toBeVisible();
    });
  });
}
