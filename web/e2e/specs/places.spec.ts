import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { AuthPage } from '../pages/auth-page';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { SyncStatus } from '../pages/sync-status';
import { TripExports } from '../pages/trip-exports';
import { TripFormPage } from '../pages/trip-form-page';
import { TripPage } from '../pages/trip-page';
import { TripsPage } from '../pages/trips-page';
import { uniqueUsername } from '../support/users';

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await new SyncStatus(page).expectAllSent();
}

/** Adds a further stop from the trip page's Stops section. */
async function addStop(page: Page, search: string, option: string, arrive: string, leave: string) {
  const stops = new TripPage(page).section('Stops');
  await stops.getByRole('button', { name: 'Add Stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Stop' });
  await dialog.getByRole('combobox', { name: 'Place' }).fill(search);
  await dialog.getByRole('option', { name: option, exact: true }).click();
  await dialog.getByLabel('Arrive').fill(arrive);
  await dialog.getByLabel('Leave').fill(leave);
  await dialog.getByRole('button', { name: 'Add Stop' }).click();
  await expect(dialog).toBeHidden();
}

test('offline, a trip to a city we have no page for gets three stops found by search', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await new PwaApp(page).waitForServiceWorker();
  await context.setOffline(true);

  // Porto is not one of our destinations: the world's cities are on the device.
  const form = new TripFormPage(page);
  await page.goto('/trips/new');
  await form.fill({
    destination: 'Porto, Portugal',
    title: 'Portugal by train',
    startDate: '2026-05-01',
    endDate: '2026-05-06',
  });
  await page.getByRole('button', { name: 'Create Trip' }).click();
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
  const tripId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Portugal by train', level: 1 })).toBeVisible();
  await expect(page.getByText('Porto, Portugal').first()).toBeVisible();

  await addStop(page, 'Sintra', 'Sintra, Portugal', '2026-05-03', '2026-05-03');
  await addStop(page, 'Lisb', 'Lisbon, Portugal', '2026-05-04', '2026-05-06');
  await expect(page.getByTestId('trip-route')).toHaveText('Porto → Sintra → Lisbon');
  const stops = new TripPage(page).section('Stops');
  await expect(stops).toContainText('Sun 3 May · day trip');
  await expect(stops).toContainText('Mon 4 May – Wed 6 May · 2 nights');

  // A stop outside the trip's dates is refused with words a traveller reads, and not added.
  await stops.getByRole('button', { name: 'Add Stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Stop' });
  await dialog.getByRole('combobox', { name: 'Place' }).fill('Cascais');
  await dialog.getByRole('option', { name: 'Cascais, Portugal', exact: true }).click();
  await dialog.getByLabel('Arrive').fill('2026-05-08');
  await dialog.getByLabel('Leave').fill('2026-05-09');
  await dialog.getByRole('button', { name: 'Add Stop' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("A stop must be within the trip's dates");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('stops-offline.png'), fullPage: true });

  // The itinerary's days know where they are spent.
  const itinerary = new ItineraryPage(page);
  await page.goto(`/trips/${tripId}/itinerary`);
  await expect(itinerary.day(3).getByRole('heading')).toHaveText('Day 3 · Sun 3 May · Sintra');
  await expect(itinerary.day(5).getByRole('heading')).toHaveText('Day 5 · Tue 5 May · Lisbon');

  const trips = new TripsPage(page);
  await trips.open();
  await expect(trips.card('Portugal by train')).toContainText('Porto → Sintra → Lisbon');

  // Back online, the server holds the trip to Porto with the destination it built itself.
  await context.setOffline(false);
  await new SyncStatus(page).expectAllSent();
  const res = await page.request.get(`/api/trips/${tripId}`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({
    destinationId: 'gn-2735943',
    destination: { name: 'Porto', country: 'Portugal', timeZone: 'Europe/Lisbon' },
  });
});

test('activities placed by search show the way between them, open in maps, and a flight typed by hand is at its airports’ times', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const tripId = await new TripFormPage(page).create({
    destination: 'Lisbon, Portugal',
    title: 'Lisbon and the coast',
    startDate: '2026-05-01',
    endDate: '2026-05-03',
  });
  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = itinerary.dialog();
  await dialog.getByLabel('Title').fill('Coffee in the old town');
  await dialog.getByLabel('Time (Optional)').fill('09:00');
  await itinerary.pickPlace('Location (Optional)', 'Lisbon', 'Lisbon, Portugal');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByLabel('Title').fill('Beach afternoon');
  await dialog.getByLabel('Time (Optional)').fill('14:00');
  await itinerary.pickPlace('Location (Optional)', 'Cascais', 'Cascais, Portugal');
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();

  const day1 = itinerary.day(1);
  const leg = day1.getByTestId('travel-leg');
  await expect(leg).toHaveAccessibleName(/^About .+ to Beach afternoon, 2\d km$/);
  await expect(leg).toContainText('km');
  const maps = day1.getByRole('link', { name: 'Open in maps: Cascais' });
  await expect(maps).toHaveAttribute('href', /38\.6968.*-9\.4215/);

  // A flight typed by hand: departs New York at 10:35 local time, arrives in Lisbon.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Flight', exact: true }).click();
  await dialog.getByLabel('Title').fill('TP 210 New York → Lisbon');
  await dialog.getByLabel('Departure time (Optional)').fill('10:35');
  await dialog.getByLabel('Arrives (Optional)').fill('22:45');
  await itinerary.pickPlace('Location (Optional)', 'JFK', /\(JFK\)/);
  await itinerary.pickPlace('Arrives at (Optional)', 'LIS', /\(LIS\)/);
  await expect(dialog).toContainText('The arrival time is local time in Europe/Lisbon');
  await page.screenshot({ path: test.info().outputPath('flight-by-hand.png') });
  await dialog.getByRole('button', { name: 'Add Activity' }).click();
  await expect(dialog).toBeHidden();
  // The row says where it arrives, and that place opens in maps too.
  const flightRow = day1.getByRole('listitem').filter({ hasText: 'TP 210' });
  await expect(flightRow).toContainText(/To .*Lisbon/);
  await expect(flightRow.getByRole('link', { name: /^Open in maps: .*Lisbon/ })).toBeVisible();

  await page.goto(`/trips/${tripId}`);
  const ics = await new TripExports(page).download('Add to calendar (.ics)');
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  const flight = calendar
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c))
    .find((e) => e.summary.startsWith('TP 210'));
  expect(flight, 'the flight is in the calendar').toBeDefined();
  // 10:35 in New York is 14:35 UTC in May; 22:45 in Lisbon is 21:45 UTC.
  expect(flight?.startDate.toJSDate().toISOString()).toBe('2026-05-01T14:35:00.000Z');
  expect(flight?.endDate.toJSDate().toISOString()).toBe('2026-05-01T21:45:00.000Z');
});
