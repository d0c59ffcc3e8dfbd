import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { AuthPage } from '../pages/auth-page';
import { BookedFlightFlow, type BookedFlight } from '../pages/booked-flight';
import { ItineraryPage } from '../pages/itinerary-page';
import { SyncStatus } from '../pages/sync-status';
import { TripExports } from '../pages/trip-exports';
import { TripFormPage } from '../pages/trip-form-page';
import { uniqueUsername } from '../support/users';

const SHOTS = process.env.FLIGHTS_SHOTS_DIR;

/**
 * The day the spec started: every date below counts from it, so a run across midnight does not
 * put the trip's first day and the flight's departure on days counted from two different todays.
 */
const TODAY = new Date();

/** A local calendar date `days` from today, 'YYYY-MM-DD' (flight search refuses past dates). */
function dateFromNow(days: number): string {
  const d = new Date(TODAY);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function signUp(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: uniqueUsername(), password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
}

/** The itinerary row of the flight from London to New York. */
function flightRow(itinerary: ItineraryPage, day: number) {
  return itinerary
    .day(day)
    .getByRole('listitem')
    .filter({ hasText: 'London (LHR) → New York (JFK)' });
}

function expectFlightRow(itinerary: ItineraryPage, day: number, flight: BookedFlight) {
  const row = flightRow(itinerary, day).filter({ hasText: flight.reference });
  return Promise.all([
    expect(row).toContainText(/Flight [A-Z0-9]{2} \d+ London \(LHR\) → New York \(JFK\)/),
    expect(row).toContainText(`Departs ${flight.departs} · Arrives ${flight.arrivesOnPlan}`),
    expect(row).toContainText('London Heathrow Airport (LHR)'),
    expect(row).toContainText('Transport'),
    expect(row.getByTestId('confirmation-number')).toHaveText(flight.reference),
  ]);
}

test('a round trip puts both flights on the trip, each on the day it departs', async ({ page }) => {
  await signUp(page);
  const form = new TripFormPage(page);
  const tripId = await form.create({
    destination: 'New York City, United States',
    title: 'New York and back',
    startDate: dateFromNow(44),
    endDate: dateFromNow(50),
  });
  const booking = new BookedFlightFlow(page);
  await booking.search(['London', 'LHR'], ['New York', 'JFK'], dateFromNow(45), dateFromNow(49));
  await booking.openWizard();
  const flight = await booking.book();
  await booking.wizard().getByRole('button', { name: 'Add to a trip' }).click();
  const dialog = booking.addToTripDialog();
  await expect(dialog).toContainText(/Returns \w{3}, \w{3} \d+/);
  await expect(booking.tripOption('New York and back')).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('add-round-trip.png') });
  await dialog.getByRole('button', { name: 'Add both flights' }).click();
  await expect(page.getByText('Flights added to New York and back')).toBeVisible();

  const itinerary = new ItineraryPage(page);
  await itinerary.open(tripId);
  await expectFlightRow(itinerary, 2, flight);
  const back = itinerary
    .day(6)
    .getByRole('listitem')
    .filter({ hasText: 'New York (JFK) → London (LHR)' });
  await expect(back).toContainText(flight.reference);
  await expect(back).toContainText('John F. Kennedy');
});

test('a booked flight goes on the trip it departs in, online and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const departure = dateFromNow(45);
  await signUp(page);
  const form = new TripFormPage(page);
  // Day 2 of this trip is the departure date; the other trip ends before it.
  const tripId = await form.create({
    destination: 'New York City, United States',
    title: 'New York week',
    startDate: dateFromNow(44),
    endDate: dateFromNow(50),
  });
  await form.create({
    destination: 'Kyoto, Japan',
    title: 'Kyoto weekend',
    startDate: dateFromNow(10),
    endDate: dateFromNow(12),
  });
  const sync = new SyncStatus(page);
  await sync.expectAllSent();

  const booking = new BookedFlightFlow(page);
  await booking.search(['London', 'LHR'], ['New York', 'JFK'], departure);
  await booking.openWizard();
  const flight = await booking.book();
  expect(flight.from).toBe('LHR');
  expect(flight.departs).toMatch(/^\d{2}:\d{2}$/);

  await booking.wizard().getByRole('button', { name: 'Add to a trip' }).click();
  const dialog = booking.addToTripDialog();
  await expect(dialog).toBeVisible();
  // The trip that covers the departure date is chosen already; the other says why it cannot be.
  await expect(booking.tripOption('New York week')).toBeChecked();
  await expect(booking.tripOption('Kyoto weekend')).toBeDisabled();
  await expect(dialog).toContainText("doesn't cover the departure date");
  await expect(dialog).toContainText('Day 2');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/add-to-trip-dialog.png` });
  await dialog.getByRole('button', { name: 'Add flight' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Flight added to New York week')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-added.png` });

  await booking.wizard().getByRole('link', { name: 'New York week' }).click();
  const itinerary = new ItineraryPage(page);
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}/itinerary$`));
  await expectFlightRow(itinerary, 2, flight);
  await sync.expectAllSent();

  // A stay by hand next to it, for the picture of a day with a flight and a hotel.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = itinerary.dialog();
  await add.getByRole('button', { name: 'Stay', exact: true }).click();
  await add.getByLabel('Day').selectOption({ label: 'Day 2' });
  await add.getByLabel('Title').fill('The Jane Hotel');
  await add.getByLabel('Check-in time (Optional)').fill('18:00');
  await add.getByLabel('Check-out (Optional)').fill('11:00 (+5)');
  await add.getByLabel('Confirmation number (Optional)').fill('JANE-55821');
  await add.getByRole('combobox', { name: 'Location (Optional)' }).fill('113 Jane St, New York');
  // Location is a place search that keeps typed words; leaving it closes its list.
  await add.getByRole('heading', { name: /Activity$/ }).click();
  await add.getByRole('button', { name: 'Add Activity' }).click();
  await expect(add).toBeHidden();
  await expect(itinerary.day(2)).toContainText('Check-in 18:00 · Check-out 11:00 (+5)');
  if (SHOTS) {
    await page.locator('[data-scope="toast"][data-part="close-trigger"]').click();
    await itinerary.day(2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/itinerary-flight-and-stay.png` });
  }

  // Offline: the same search answers from the worker's cache, and the wizard is local anyway.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await booking.search(['London', 'LHR'], ['New York', 'JFK'], departure);
  await context.setOffline(true);
  await booking.openWizard();
  const offline = await booking.book();
  await booking.wizard().getByRole('button', { name: 'Add to a trip' }).click();
  await expect(booking.tripOption('New York week')).toBeChecked();
  await booking.addToTripDialog().getByRole('button', { name: 'Add flight' }).click();
  await expect(page.getByText('Flight added to New York week')).toBeVisible();
  await booking.wizard().getByRole('link', { name: 'New York week' }).click();
  await expectFlightRow(itinerary, 2, offline);
  await expect(flightRow(itinerary, 2)).toHaveCount(2);
  await sync.expectShows('Offline · 1 change waiting');

  await context.setOffline(false);
  await sync.expectAllSent();
  const serverItems = await page.evaluate(async (id) => {
    const res = await fetch(`/api/trips/${id}`);
    const trip = (await res.json()) as {
      itineraryItems: {
        day: number;
        reference: string | null;
        endTime: string | null;
        timeZone: string | null;
        endTimeZone: string | null;
      }[];
    };
    return trip.itineraryItems
      .map((i) => `${i.day} ${i.reference} ${i.endTime} ${i.timeZone} ${i.endTimeZone}`)
      .sort();
  }, tripId);
  // A flight's times keep their airports' zones; the stay's are the trip's.
  const zones = 'Europe/London America/New_York';
  expect(serverItems).toEqual(
    [
      `2 ${flight.reference} ${flight.arrivesOnPlan} ${zones}`,
      `2 ${offline.reference} ${offline.arrivesOnPlan} ${zones}`,
      '2 JANE-55821 11:00 (+5) null null',
    ].sort(),
  );

  // The calendar file puts the flight at its departure in London, not at that clock time in New
  // York (the trip's zone, which the stay's times are in).
  await page.goto(`/trips/${tripId}`);
  const ics = await new TripExports(page).download('Add to calendar (.ics)');
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
    "Times are local times in America/New_York. A flight's times are its airports' local times.",
  );
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const booked = events.find((e) => e.description.includes(flight.reference));
  const stay = events.find((e) => e.summary === 'The Jane Hotel');
  expect(wallTime(booked!.startDate.toUnixTime(), 'Europe/London')).toBe(
    `${departure} ${flight.departs}`,
  );
  expect(wallTime(booked!.endDate.toUnixTime(), 'America/New_York')).toContain(
    flight.arrivesOnPlan.slice(0, 5),
  );
  expect(wallTime(stay!.startDate.toUnixTime(), 'America/New_York')).toBe(`${departure} 18:00`);
});

/** 'YYYY-MM-DD HH:mm' on the wall clock of `timeZone` at a Unix time in seconds. */
function wallTime(unixSeconds: number, timeZone: string): string {
  return new Date(unixSeconds * 1000).toLocaleString('sv-SE', { timeZone }).slice(0, 16);
}

test('signed out, the confirmation offers to sign in instead', async ({ page }) => {
  const booking = new BookedFlightFlow(page);
  await booking.search(['London', 'LHR'], ['New York', 'JFK'], dateFromNow(30));
  await booking.openWizard();
  await booking.book();
  await expect(booking.wizard().getByRole('button', { name: 'Add to a trip' })).toHaveCount(0);
  await expect(booking.wizard().getByRole('link', { name: 'Sign in' })).toBeVisible();
});
