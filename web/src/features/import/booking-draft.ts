import type { ItineraryType } from '@shared/constants';
import type { BookingKind, FoundBooking } from '@shared/import/found-booking';
import { formatEndTime } from '@shared/domain/item-end-time';
import { tripLengthDays } from '@shared/domain/trip-length';
import { DAY_MS, utcMidnight } from '@shared/domain/zoned-time';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';

/** What each kind of booking is on the plan. */
export const KIND_TYPES: Record<BookingKind, ItineraryType> = {
  flight: 'transport',
  train: 'transport',
  bus: 'transport',
  car: 'transport',
  stay: 'accommodation',
  dining: 'dining',
  event: 'activity',
};

/**
 * One found booking as the preview shows it and the traveller corrects it: an itinerary item's
 * fields, plus its date (the day follows from it) and the item it would update, if any.
 */
export interface BookingDraft {
  key: string;
  include: boolean;
  booking: FoundBooking;
  type: ItineraryType;
  /** 'YYYY-MM-DD'; '' when the file gave none. */
  date: string;
  title: string;
  time: string;
  endTime: string;
  timeZone: string | null;
  endTimeZone: string | null;
  reference: string;
  location: string;
  description: string;
  place: Place | null;
  endPlace: Place | null;
  /** The item already on the plan this booking is (same reference, or same flight and day). */
  updates: Pick<ItineraryItem, 'id' | 'title'> | null;
}

export interface TripDates {
  startDate: string;
  endDate: string;
}

/** The trip's day a date falls on (1-based), whether or not it is within the trip. */
export function dayOfTrip(trip: TripDates, date: string): number {
  return Math.round((utcMidnight(date) - utcMidnight(trip.startDate)) / DAY_MS) + 1;
}

/** Why a draft cannot be saved as it is, in the traveller's words; null when it can. */
export function draftProblem(
  trip: TripDates,
  draft: Pick<BookingDraft, 'date' | 'title'>,
): string | null {
  if (!draft.title.trim()) return 'Give it a title.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return 'Pick the date it is on.';
  const day = dayOfTrip(trip, draft.date);
  if (day < 1 || day > tripLengthDays(trip.startDate, trip.endDate)) {
    return 'This date is outside the trip: change it to save this booking.';
  }
  return null;
}

/**
 * A boarding pass gives a day of the year only: the year is the one that puts it within the
 * trip (a trip over New Year has two), else the nearest to the trip.
 */
export function resolveDayOfYear(trip: TripDates, dayOfYear: number): string {
  const startYear = Number(trip.startDate.slice(0, 4));
  const endYear = Number(trip.endDate.slice(0, 4));
  const tripStart = utcMidnight(trip.startDate);
  const tripEnd = utcMidnight(trip.endDate);
  let best: { date: string; distance: number } | null = null;
  for (let year = startYear - 1; year <= endYear + 1; year++) {
    const instant = Date.UTC(year, 0, 1) + (dayOfYear - 1) * DAY_MS;
    if (new Date(instant).getUTCFullYear() !== year) continue; // day 366 of a common year
    const distance =
      instant < tripStart ? tripStart - instant : instant > tripEnd ? instant - tripEnd : 0;
    if (!best || distance < best.distance)
      best = { date: new Date(instant).toISOString().slice(0, 10), distance };
  }
  return best?.date ?? '';
}

export function bookingDraft(trip: TripDates, booking: FoundBooking, index: number): BookingDraft {
  const type = KIND_TYPES[booking.kind];
  const date =
    booking.start?.date ?? (booking.dayOfYear ? resolveDayOfYear(trip, booking.dayOfYear) : '');
  const startZone = booking.start?.zone ?? booking.place?.timeZone ?? null;
  const endZone = booking.end?.zone ?? booking.endPlace?.timeZone ?? null;
  return {
    key: `${index}`,
    include: true,
    booking,
    type,
    date,
    title: booking.title.slice(0, 200),
    time: booking.start?.time ?? '',
    endTime: endTimeText(booking, date),
    // The item's zones are kept only where the times are another place's than the trip's:
    // a flight's airports, an event in another city. A null zone reads in the trip's.
    timeZone: startZone,
    // A boarding pass gives no arrival time, but the arrival airport's zone is known: the time
    // the traveller types in is that airport's local time.
    endTimeZone: endZone,
    reference: booking.reference?.slice(0, 100) ?? '',
    location: (booking.location ?? booking.place?.name ?? '').slice(0, 200),
    description: booking.details.join('\n').slice(0, 2000),
    place: booking.place,
    endPlace: booking.endPlace,
    updates: null,
  };
}

/** The end as the plan writes it: '11:40', '07:10 (+1)', a stay's check-out '11:00 (+3)'. */
function endTimeText(booking: FoundBooking, startDate: string): string {
  const end = booking.end;
  if (!end) return '';
  const offset = startDate
    ? Math.round((utcMidnight(end.date) - utcMidnight(startDate)) / DAY_MS)
    : 0;
  if (!Number.isFinite(offset)) return end.time ?? '';
  return formatEndTime(end.time ?? '', offset).trim();
}

/**
 * The item on the plan a booking already is: the same reference (and type), or for a flight the
 * same carrier and number on the same day. Importing a pass twice updates, never duplicates.
 */
export function matchingItem(
  trip: TripDates,
  draft: Pick<BookingDraft, 'reference' | 'type' | 'date' | 'booking' | 'title'>,
  items: readonly ItineraryItem[],
): ItineraryItem | null {
  const day = draft.date ? dayOfTrip(trip, draft.date) : null;
  const flight = draft.booking.flight;
  const flightKey = flight ? `${flight.carrier}${flight.number}`.toUpperCase() : null;
  const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  // 'TP 1351 Lisbon → Porto' is flight TP1351, never TP13.
  const isFlight = (title: string) =>
    !!flightKey && new RegExp(`^${flightKey}(?![0-9])`).test(compact(title));
  for (const item of items) {
    if (flightKey && day !== null && item.day === day && item.type === 'transport') {
      if (isFlight(item.title)) return item;
    }
  }
  const reference = draft.reference.trim().toUpperCase();
  if (!reference) return null;
  // One reference can cover a whole trip's flights: with a flight, its number must agree too.
  return (
    items.find(
      (item) =>
        item.reference?.trim().toUpperCase() === reference &&
        item.type === draft.type &&
        (!flightKey || isFlight(item.title)),
    ) ?? null
  );
}

/** The trip an import saves into, as far as the preview needs it. */
export interface ImportTrip extends TripDates {
  id: string;
  itineraryItems: readonly ItineraryItem[];
}

/**
 * The drafts, read again for another trip (the traveller picked another in the preview): a
 * boarding pass's day of the year is the one within that trip, and what each draft would update
 * is looked for on that trip's plan. Everything else the traveller corrected stays.
 */
export function retargetDrafts(trip: ImportTrip, drafts: readonly BookingDraft[]): BookingDraft[] {
  return drafts.map((draft) => {
    const dayOfYear = draft.booking.start ? null : draft.booking.dayOfYear;
    const date = dayOfYear ? resolveDayOfYear(trip, dayOfYear) : draft.date;
    const match = matchingItem(trip, { ...draft, date }, trip.itineraryItems);
    return { ...draft, date, updates: match ? { id: match.id, title: match.title } : null };
  });
}
