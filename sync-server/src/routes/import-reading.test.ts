import { describe, expect, it } from 'vitest';
import {
  SERVER_READ_MAX_BYTES,
  SERVER_READ_PATH,
  SERVER_READER_PATH,
  serverReadFailureSchema,
  serverReaderStatusSchema,
  serverReadingSchema,
} from '@shared/api/import-reading';
import { SERVER_FOUND_NOTHING } from '@shared/import/extractor-output';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { boardingPassPdf } from '@shared/testing/boarding-pass-pdf';
import { ServerReader, type ServerReaderSettings } from '../domain/import/server-reader';
import { kitineraryExtractorPath } from '../testing/kitinerary-extractor';
import { tripTestApp } from '../testing/trip-fixtures';

// These run the real program (Debian's libkpimitinerary-bin), never a stand-in for it.
const binary = kitineraryExtractorPath();

function appWith(settings: Partial<ServerReaderSettings> = {}) {
  return tripTestApp({ serverReader: new ServerReader({ binary, ...settings }) });
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** A confirmation page with `count` flights in JSON-LD, as an airline's e-mail carries them. */
function flightsPage(count = 1): Uint8Array {
  const flight = (i: number) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'http://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: `XJ${String(i).padStart(4, '0')}`,
      underName: { '@type': 'Person', name: 'Alex Traveller' },
      reservationFor: {
        '@type': 'Flight',
        flightNumber: '1234',
        airline: { '@type': 'Airline', name: 'Air France', iataCode: 'AF' },
        departureAirport: { '@type': 'Airport', name: 'Paris Charles de Gaulle', iataCode: 'CDG' },
        departureTime: '2026-12-10T11:50:00+01:00',
        arrivalAirport: { '@type': 'Airport', name: 'Lisbon', iataCode: 'LIS' },
        arrivalTime: '2026-12-10T13:25:00+00:00',
      },
    })}</script>`;
  const scripts = Array.from({ length: count }, (_, i) => flight(i)).join('');
  return bytes(`<html><head>${scripts}</head><body>Your flight</body></html>`);
}

// Hundreds of reservations take the extractor seconds (it compares each with every other):
// a real input that outlasts a short time limit.
const slowPage = flightsPage(1000);

function pass(dayOfYear: number) {
  const bcbp = encodeBoardingPass('TRAVELLER/ALEX', [
    {
      reference: 'PK1234',
      from: 'LIS',
      to: 'OPO',
      carrier: 'TP',
      number: '1351',
      dayOfYear,
      seat: '12A',
    },
  ]);
  return boardingPassPdf(bcbp, 'Boarding pass TP 1351 Lisbon - Porto');
}

describe('GET /api/import/server-reader', () => {
  it('says the reader is there when the program is', async () => {
    const { alice } = await appWith();
    const res = await alice.get(SERVER_READER_PATH);
    expect(res.status).toBe(200);
    expect(serverReaderStatusSchema.parse(await res.json())).toEqual({ available: true });
  });

  it('says it is not when none is configured, or the configured path is not a program', async () => {
    const unset = await tripTestApp();
    expect(await (await unset.alice.get(SERVER_READER_PATH)).json()).toEqual({ available: false });
    const missing = await appWith({ binary: '/nonexistent/kitinerary-extractor' });
    expect(await (await missing.alice.get(SERVER_READER_PATH)).json()).toEqual({
      available: false,
    });
  });

  it('answers only the signed in', async () => {
    const { client } = await appWith();
    expect((await client().get(SERVER_READER_PATH)).status).toBe(401);
  });
});

describe('POST /api/import/read', () => {
  it('reads a confirmation page: the flight at its airports, local times in their zones, marked to check', async () => {
    const { alice } = await appWith();
    const res = await alice.post(`${SERVER_READ_PATH}?context=2026-11-28`, flightsPage(), {
      'content-type': 'text/html',
    });
    expect(res.status).toBe(200);
    const { bookings, problems } = serverReadingSchema.parse(await res.json());
    expect(problems).toEqual([]);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      kind: 'flight',
      source: 'server',
      checkThis: true,
      title: 'AF 1234 Paris → Lisbon',
      reference: 'XJ0000',
      flight: { carrier: 'AF', number: '1234' },
      start: { date: '2026-12-10', time: '11:50', zone: 'Europe/Paris' },
      end: { date: '2026-12-10', time: '13:25', zone: 'Europe/Lisbon' },
    });
    expect(bookings[0]!.place?.sourceId).toBe('CDG');
    expect(bookings[0]!.endPlace?.sourceId).toBe('LIS');
  });

  it('reads a PDF boarding pass by its barcode, on the day after the context date', async () => {
    const { alice } = await appWith();
    // Day 344: 10 December in 2026 and in 2027.
    const res = await alice.post(`${SERVER_READ_PATH}?context=2026-11-28`, pass(344), {
      'content-type': 'application/pdf',
    });
    expect(res.status).toBe(200);
    const { bookings } = serverReadingSchema.parse(await res.json());
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      kind: 'flight',
      source: 'server',
      checkThis: true,
      title: 'TP 1351 Lisbon → Porto',
      reference: 'PK1234',
      start: { date: '2026-12-10', time: null, zone: 'Europe/Lisbon' },
    });
    expect(bookings[0]!.details).toContain('Seat 12A');

    const later = await alice.post(`${SERVER_READ_PATH}?context=2026-12-11`, pass(344));
    const { bookings: next } = serverReadingSchema.parse(await later.json());
    expect(next[0]!.start?.date).toBe('2027-12-10');
  });

  it('says so when nothing is found', async () => {
    const { alice } = await appWith();
    const res = await alice.post(SERVER_READ_PATH, bytes('Dear traveller, see you soon.'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bookings: [], problems: [SERVER_FOUND_NOTHING] });
  });

  it('answers only the signed in, and refuses a context that is not a date', async () => {
    const { client, alice } = await appWith();
    expect((await client().post(SERVER_READ_PATH, flightsPage())).status).toBe(401);
    expect((await alice.post(`${SERVER_READ_PATH}?context=soon`, flightsPage())).status).toBe(400);
  });

  it('reads nothing without a reader, and says why', async () => {
    for (const app of [await tripTestApp(), await appWith({ binary: '/nonexistent/extractor' })]) {
      const res = await app.alice.post(SERVER_READ_PATH, flightsPage());
      expect(res.status).toBe(503);
      expect(serverReadFailureSchema.parse(await res.json()).reason).toBe('unavailable');
    }
  });

  it('refuses a file over 15 MB by its length, before reading it', async () => {
    const { app, alice } = await appWith();
    // A body that never ends: only a refusal made from Content-Length can answer it.
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const res = await app.request(`http://localhost${SERVER_READ_PATH}`, {
      method: 'POST',
      headers: {
        cookie: alice.cookieHeader,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/pdf',
        'content-length': String(SERVER_READ_MAX_BYTES + 1),
      },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await endless.cancel();
  });

  it('refuses a file over 15 MB sent without its length, counting as it reads', async () => {
    const { app, alice } = await appWith();
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const tooLong = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > SERVER_READ_MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await app.request(`http://localhost${SERVER_READ_PATH}`, {
      method: 'POST',
      headers: { cookie: alice.cookieHeader, 'sec-fetch-site': 'same-origin' },
      body: tooLong,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('stops a reading that runs past its time limit, and reads the next file', async () => {
    const { alice } = await appWith({ timeoutMs: 300 });
    const res = await alice.post(SERVER_READ_PATH, slowPage);
    expect(res.status).toBe(504);
    expect(serverReadFailureSchema.parse(await res.json()).reason).toBe('timeout');
    // The stopped run gave its slot back.
    expect((await alice.post(SERVER_READ_PATH, flightsPage())).status).toBe(200);
  }, 20_000);

  it('reads two files at a time; a third is told to come back', async () => {
    const { alice, bob } = await appWith({ timeoutMs: 1500 });
    const answers = await Promise.all([
      alice.post(SERVER_READ_PATH, slowPage),
      bob.post(SERVER_READ_PATH, slowPage),
      alice.post(SERVER_READ_PATH, slowPage),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([429, 504, 504]);
    const busy = answers.find((r) => r.status === 429)!;
    expect(serverReadFailureSchema.parse(await busy.json()).reason).toBe('busy');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 20_000);

  it('limits the files one account sends', async () => {
    const { alice, bob } = await appWith({ perAccount: { limit: 2, windowMs: 60_000 } });
    for (let i = 0; i < 2; i++) {
      expect((await alice.post(SERVER_READ_PATH, flightsPage())).status).toBe(200);
    }
    const refused = await alice.post(SERVER_READ_PATH, flightsPage());
    expect(refused.status).toBe(429);
    expect(serverReadFailureSchema.parse(await refused.json()).reason).toBe('rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bob.post(SERVER_READ_PATH, flightsPage())).status).toBe(200);
  });

  it('refuses an answer longer than the output limit, as a failed reading', async () => {
    const { alice } = await appWith({ maxOutputBytes: 200 });
    const res = await alice.post(SERVER_READ_PATH, flightsPage());
    expect(res.status).toBe(502);
    expect(serverReadFailureSchema.parse(await res.json())).toEqual({
      message: 'The server could not read this file.',
      reason: 'failed',
    });
  });
});
