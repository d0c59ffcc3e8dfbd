import { z } from 'zod';
import { flightOfferSchema, type FlightOffer } from '@shared/api/lookups';

/**
 * A confirmed demo booking waiting for its traveller to sign in and put it on a trip. The
 * booking lives only in the flights screen's state, which the trip to the sign-in screen
 * throws away; it is kept here, in this tab's session storage (no network, so offline too, and
 * it survives a reload on the way), until the traveller comes back and closes the wizard.
 */
export interface PendingBooking {
  offer: FlightOffer;
  reference: string;
  /** Passengers its price is for. */
  adults: number;
}

const KEY = 'wayfarer-booking-to-add';
/** The query the sign-in screen comes back to: the flights screen reopens the booking. */
export const RESUME_BOOKING_PATH = '/flights?booking=resume';

const pendingSchema = z.object({
  offer: flightOfferSchema,
  reference: z.string().min(1).max(40),
  adults: z.number().int().min(1).max(9),
});

export function savePendingBooking(storage: Storage, booking: PendingBooking): void {
  try {
    storage.setItem(KEY, JSON.stringify(booking));
  } catch (error) {
    // Full or forbidden storage (private mode): signing in still works, it just starts afresh.
    console.warn('Could not keep the booking for after sign-in', error);
  }
}

/** The kept booking, or null when there is none or what is stored is not one. */
export function readPendingBooking(storage: Storage): PendingBooking | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingBooking(storage: Storage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing kept, or nothing we may touch: either way nothing to clear.
  }
}
