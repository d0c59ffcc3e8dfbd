import { buildExpensesCsv } from '@shared/domain/expenses-csv';
import { buildItineraryIcs, icsZoneNote } from '@shared/domain/ics';
import { stopForDay } from '@shared/domain/stop-for-day';
import type { TripDetails } from '../../db/live-queries';
import { downloadText, fileNameFrom } from './download';

/** This device's IANA zone, used when the destination's is unknown. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Downloads the itinerary as an .ics file. Answers the sentence saying which zone its times are
 * in (the destination's, or this device's when the destination's is unknown; a flight's own).
 */
export function downloadItineraryIcs(trip: TripDetails, now = new Date()): string {
  const destinationZone = trip.destination?.timeZone ?? null;
  const timeZone = destinationZone ?? deviceTimeZone();
  const deviceZone = destinationZone === null;
  // A day spent at a further stop reads its times in that stop's zone.
  const dayZone = (day: number) => stopForDay(trip, trip.stops, day)?.place.timeZone ?? null;
  const text = buildItineraryIcs({
    tripTitle: trip.title,
    startDate: trip.startDate,
    items: trip.itineraryItems,
    timeZone,
    deviceTimeZone: deviceZone,
    now,
    dayZone,
  });
  downloadText(`${fileNameFrom(trip.title)}.ics`, text, 'text/calendar;charset=utf-8');
  return icsZoneNote(timeZone, deviceZone, trip.itineraryItems, dayZone);
}

/** Downloads the expenses as a CSV file, names from the trip's members (former ones too). */
export function downloadExpensesCsv(trip: TripDetails): void {
  const text = buildExpensesCsv(trip.expenses, trip.members, trip.currency);
  downloadText(`${fileNameFrom(trip.title)}-expenses.csv`, text, 'text/csv;charset=utf-8');
}
