import type { Place } from '../schemas/place';

/**
 * What an imported booking is, before it becomes a plan item: the kinds a confirmation, a pass
 * or a calendar file can describe. Each maps to one of the itinerary's types (flight, train, bus
 * and car are transport; a stay is accommodation; an event is an activity).
 */
export const BOOKING_KINDS = ['flight', 'train', 'bus', 'stay', 'car', 'dining', 'event'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Where a booking was read from, so the preview can say so and credit it. */
export const BOOKING_SOURCES = ['bcbp', 'pkpass', 'schema-org', 'ics', 'server'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * A local date and time in a zone, as the document gave it. `date` is 'YYYY-MM-DD' and `time`
 * 'HH:mm' (null when the document gives a date only); `zone` is an IANA zone, null when neither the
 * document nor what we know of its place names one (the trip's stop's zone applies then).
 */
export interface FoundMoment {
  date: string;
  time: string | null;
  zone: string | null;
}

/**
 * One booking found in an imported file, as every reader returns it: plain data, no ids, nothing
 * saved. The preview maps it to an itinerary item (day from the trip's start, times in the
 * places' zones), lets the traveller correct it, and saves it through the outbox.
 */
export interface FoundBooking {
  kind: BookingKind;
  source: BookingSource;
  /** What the plan shows: 'TP 1351 Lisbon → Porto', 'Hotel Avenida'. */
  title: string;
  /**
   * When it starts. A boarding pass gives a day of the year only: its reader leaves `start` null
   * and sets `dayOfYear`; the preview resolves the year from the trip's dates.
   */
  start: FoundMoment | null;
  dayOfYear: number | null;
  /** When it ends: an arrival, a check-out; null when unknown. */
  end: FoundMoment | null;
  /** Where it starts (a departure airport, the hotel) and where it ends (an arrival airport). */
  place: Place | null;
  endPlace: Place | null;
  /**
   * Where, in the document's words ('Hotel Avenida, Rua Augusta 24, Lisbon'), for a place given
   * without coordinates; the preview puts it in the item's location.
   */
  location: string | null;
  /** The booking's reference (PNR, confirmation number), the key that finds it again. */
  reference: string | null;
  /** A flight's carrier and number, 'TP' and '1351': with the date, the other key. */
  flight: { carrier: string; number: string } | null;
  /** Further details worth keeping: seat, passenger, class, address, phone. */
  details: string[];
  /** Set when the reader was not sure (a server-side extractor's guess): the preview says 'check this'. */
  checkThis: boolean;
}

/**
 * A reader's answer for one file: what it found, and in the traveller's words what it could not
 * read ('This barcode is not a boarding pass.'). No bookings and at least one problem means the
 * file goes to the inbox, marked 'needs a look'.
 */
export interface ImportReading {
  bookings: FoundBooking[];
  problems: string[];
}
