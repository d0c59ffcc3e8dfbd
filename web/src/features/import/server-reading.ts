import {
  SERVER_READ_PATH,
  SERVER_READER_PATH,
  serverReadFailureSchema,
  serverReaderStatusSchema,
  serverReadingSchema,
} from '@shared/api/import-reading';
import type { ImportReading } from '@shared/import/found-booking';

/**
 * The server's reader for files this device cannot read (decision 022), when the operator has
 * set one up. Only ever asked online, for a file the traveller picked that the device found
 * nothing in; what it answers goes to the same preview, each booking marked 'check this'.
 */

export const OFFLINE_NOT_SENT =
  'You are offline, so it was not sent to your server to be read. Try again once online.';
export const NO_SERVER_READER = 'Your server does not read such files either.';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Whether the server has a reader: the last answer, kept for the page's life. */
let known: boolean | undefined;

/** What the server last said of its reader; undefined before it was asked. */
export function knownServerReader(): boolean | undefined {
  return known;
}

/** Asks the server whether it reads booking files; false when it cannot be asked. */
export async function askServerReader(fetchImpl: Fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(SERVER_READER_PATH, { credentials: 'include' });
    if (!res.ok) return false;
    known = serverReaderStatusSchema.parse(await res.json()).available;
    return known;
  } catch {
    return false;
  }
}

/**
 * The day bookings are on or after, for the server: a boarding pass gives a day of the year, and
 * the extractor takes the first such day from this one. Today, or the trip's start when it is
 * past (importing for a trip already under way or over).
 */
export function contextDate(trip: { startDate: string }, today: Date = new Date()): string {
  const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 10);
  return trip.startDate < local ? trip.startDate : local;
}

// A busy server asks to come back in a moment; a traveller waits that long once or twice.
const BUSY_TRIES = 3;
const MAX_WAIT_SECONDS = 5;

/** The file read by the server: its bookings, or why not in the traveller's words. */
export async function readOnServer(
  file: Blob,
  context: string,
  fetchImpl: Fetch = fetch,
): Promise<ImportReading> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await fetchImpl(`${SERVER_READ_PATH}?context=${encodeURIComponent(context)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      });
    } catch {
      return { bookings: [], problems: [OFFLINE_NOT_SENT] };
    }
    if (res.ok) return serverReadingSchema.parse(await res.json());
    const failure = serverReadFailureSchema.safeParse(await res.json().catch(() => null));
    const wait = Number(res.headers.get('Retry-After'));
    if (
      failure.success &&
      failure.data.reason === 'busy' &&
      attempt < BUSY_TRIES &&
      wait > 0 &&
      wait <= MAX_WAIT_SECONDS
    ) {
      await new Promise((resume) => setTimeout(resume, wait * 1000));
      continue;
    }
    if (res.status === 413) {
      return { bookings: [], problems: ['This file is too large for the server to read.'] };
    }
    if (failure.success && failure.data.reason === 'unavailable') known = false;
    return {
      bookings: [],
      problems: [failure.success ? failure.data.message : 'The server could not read this file.'],
    };
  }
}

/**
 * The device's reading of a picked file, completed by the server's when the device found nothing:
 * online, and the server has a reader. Otherwise the device's reading, saying why the server
 * did not read it.
 */
export async function withServerReading(
  input: { file: Blob } | { text: string },
  onDevice: ImportReading,
  trip: { startDate: string },
  { fetchImpl = fetch, online = navigator.onLine }: { fetchImpl?: Fetch; online?: boolean } = {},
): Promise<ImportReading> {
  if ('text' in input || onDevice.bookings.length > 0) return onDevice;
  const also = (problem: string) => ({
    bookings: [],
    problems: [...onDevice.problems, problem],
  });
  if (!online) {
    // Said only where the server is known to read such files: nothing changes where it is not.
    return known ? also(OFFLINE_NOT_SENT) : onDevice;
  }
  if (!(await askServerReader(fetchImpl)))
    return known === false ? also(NO_SERVER_READER) : onDevice;
  const onServer = await readOnServer(input.file, contextDate(trip), fetchImpl);
  if (onServer.bookings.length > 0) return onServer;
  return { bookings: [], problems: [...onDevice.problems, ...onServer.problems] };
}
