import type { ImportReading } from '@shared/import/found-booking';
import { contextDate, readOnServer } from './server-reading';

export const SERVER_FOUND_NOTHING =
  'The server found no booking in this file either. It stays in Documents, marked as needing a look.';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * 'Read on the server' on a document of the inbox: its kept bytes go straight to the server's
 * reader (the device already found nothing in them). Nothing found says so plainly, after the
 * server's own reason when it gave one; the document is left as it is.
 */
export async function readInboxOnServer(
  file: Blob,
  trip: { startDate: string },
  fetchImpl: Fetch = fetch,
  today: Date = new Date(),
): Promise<ImportReading> {
  const reading = await readOnServer(file, contextDate(trip, today), fetchImpl);
  if (reading.bookings.length > 0) return reading;
  return { bookings: [], problems: [...reading.problems, SERVER_FOUND_NOTHING] };
}
