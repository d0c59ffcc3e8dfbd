import { describe, expect, it } from 'vitest';
import {
  SERVER_READ_PATH,
  SERVER_READER_PATH,
  type ServerReadFailure,
  type ServerReading,
} from '@shared/api/import-reading';
import { serverReadFlight } from '@shared/testing/import-fixtures';
import type { ImportReading } from '@shared/import/found-booking';
import {
  contextDate,
  NO_SERVER_READER,
  OFFLINE_NOT_SENT,
  withServerReading,
} from './server-reading';

const PDF_PROBLEM = 'Bookings in a PDF cannot be read on this device yet.';
const onDevice: ImportReading = { bookings: [], problems: [PDF_PROBLEM] };
const trip = { startDate: '2026-12-08' };
const file = { file: new Blob(['%PDF-1.4']) };

const flight = serverReadFlight;

/** A server answering the reader's contract: whether it has one, and what it reads. */
function server(available: boolean, read: () => Response) {
  const asked: string[] = [];
  const fetchImpl = (input: string) => {
    asked.push(input);
    return Promise.resolve(input === SERVER_READER_PATH ? Response.json({ available }) : read());
  };
  return { asked, fetchImpl };
}

describe('withServerReading', () => {
  it('sends a file the device found nothing in, and shows what the server read', async () => {
    const { asked, fetchImpl } = server(true, () =>
      Response.json({ bookings: [flight], problems: [] } satisfies ServerReading),
    );
    const reading = await withServerReading(file, onDevice, trip, { fetchImpl, online: true });
    expect(reading).toEqual({ bookings: [flight], problems: [] });
    expect(asked[1]).toMatch(new RegExp(`^${SERVER_READ_PATH}\\?context=\\d{4}-\\d{2}-\\d{2}$`));
  });

  it('never sends pasted text, nor a file the device read', async () => {
    const { asked, fetchImpl } = server(true, () => Response.json({}));
    const read: ImportReading = { bookings: [{ ...flight, source: 'bcbp' }], problems: [] };
    expect(await withServerReading(file, read, trip, { fetchImpl, online: true })).toBe(read);
    expect(
      await withServerReading({ text: 'hello' }, onDevice, trip, { fetchImpl, online: true }),
    ).toBe(onDevice);
    expect(asked).toEqual([]);
  });

  it('says why the server did not read it: it cannot, it failed, or the device is offline', async () => {
    const none = server(false, () => Response.json({}));
    expect(await withServerReading(file, onDevice, trip, { ...none, online: true })).toEqual({
      bookings: [],
      problems: [PDF_PROBLEM, NO_SERVER_READER],
    });
    expect(none.asked).toEqual([SERVER_READER_PATH]);

    const failing = server(true, () =>
      Response.json(
        {
          message: 'Reading this file took too long and was stopped.',
          reason: 'timeout',
        } satisfies ServerReadFailure,
        { status: 504 },
      ),
    );
    expect(await withServerReading(file, onDevice, trip, { ...failing, online: true })).toEqual({
      bookings: [],
      problems: [PDF_PROBLEM, 'Reading this file took too long and was stopped.'],
    });

    // The server is known to read such files now: offline, the traveller is told it was not sent.
    const offline = server(true, () => Response.json({}));
    expect(await withServerReading(file, onDevice, trip, { ...offline, online: false })).toEqual({
      bookings: [],
      problems: [PDF_PROBLEM, OFFLINE_NOT_SENT],
    });
    expect(offline.asked).toEqual([]);
  });
});

describe('contextDate', () => {
  it('is today, or the trip’s start once the trip has begun', () => {
    const today = new Date(2026, 10, 28, 12);
    expect(contextDate({ startDate: '2026-12-08' }, today)).toBe('2026-11-28');
    expect(contextDate({ startDate: '2026-11-20' }, today)).toBe('2026-11-20');
  });
});
