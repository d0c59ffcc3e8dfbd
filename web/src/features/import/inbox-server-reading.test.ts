import { describe, expect, it } from 'vitest';
import {
  SERVER_READ_PATH,
  type ServerReadFailure,
  type ServerReading,
} from '@shared/api/import-reading';
import { serverReadFlight } from '@shared/testing/import-fixtures';
import { readInboxOnServer, SERVER_FOUND_NOTHING } from './inbox-server-reading';

const trip = { startDate: '2026-12-08' };
const kept = new Blob(['%PDF-1.4 a boarding pass']);
const today = new Date('2026-11-28T12:00:00Z');

const flight = serverReadFlight;

function server(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    sent.push({ url, body: init?.body });
    return Promise.resolve(answer());
  };
  return { sent, fetchImpl };
}

describe('readInboxOnServer', () => {
  it('sends the kept bytes straight to the server and answers what it read', async () => {
    const { sent, fetchImpl } = server(() =>
      Response.json({ bookings: [flight], problems: [] } satisfies ServerReading),
    );
    const reading = await readInboxOnServer(kept, trip, fetchImpl, today);
    expect(reading).toEqual({ bookings: [flight], problems: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(new RegExp(`^${SERVER_READ_PATH}\\?context=`));
    expect(sent[0]?.body).toBe(kept);
  });

  it('says plainly when the server found nothing', async () => {
    const { fetchImpl } = server(() =>
      Response.json({ bookings: [], problems: [] } satisfies ServerReading),
    );
    expect(await readInboxOnServer(kept, trip, fetchImpl, today)).toEqual({
      bookings: [],
      problems: [SERVER_FOUND_NOTHING],
    });
  });

  it("keeps the server's own reason before saying nothing was found", async () => {
    const failure: ServerReadFailure = {
      reason: 'failed',
      message: 'The reader failed on this file.',
    };
    const { fetchImpl } = server(() => Response.json(failure, { status: 502 }));
    expect(await readInboxOnServer(kept, trip, fetchImpl, today)).toEqual({
      bookings: [],
      problems: ['The reader failed on this file.', SERVER_FOUND_NOTHING],
    });
  });
});
