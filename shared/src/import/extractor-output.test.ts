import { describe, expect, it } from 'vitest';
import {
  normalizeQDateTimes,
  parseExtractorOutput,
  readExtractorNodes,
  SERVER_FOUND_NOTHING,
} from './extractor-output';

const qDateTime = (value: string, timezone?: string) => ({
  '@type': 'QDateTime',
  '@value': value,
  ...(timezone === undefined ? {} : { timezone }),
});

describe('normalizeQDateTimes', () => {
  it('turns a QDateTime into its wall time in its zone, however deep it is', () => {
    expect(
      normalizeQDateTimes({
        reservationFor: [{ departureTime: qDateTime('2026-12-10T11:50:00+01:00', 'Europe/Paris') }],
      }),
    ).toEqual({
      reservationFor: [
        { departureTime: { '@value': '2026-12-10T11:50:00', timeZone: 'Europe/Paris' } },
      ],
    });
  });

  it('turns an instant given in UTC or another offset into the zone’s wall time, across midnight', () => {
    expect(normalizeQDateTimes(qDateTime('2026-12-10T23:30:00Z', 'Asia/Tokyo'))).toEqual({
      '@value': '2026-12-11T08:30:00',
      timeZone: 'Asia/Tokyo',
    });
    expect(normalizeQDateTimes(qDateTime('2026-07-01T09:00:00-0400', 'Europe/Lisbon'))).toEqual({
      '@value': '2026-07-01T14:00:00',
      timeZone: 'Europe/Lisbon',
    });
  });

  it('keeps a wall time without an offset as it is, and a value whose zone is unknown without it', () => {
    expect(normalizeQDateTimes(qDateTime('2026-12-10T11:50:00', 'Europe/Paris'))).toEqual({
      '@value': '2026-12-10T11:50:00',
      timeZone: 'Europe/Paris',
    });
    expect(normalizeQDateTimes(qDateTime('2026-12-10T11:50:00+01:00', 'Mars/Olympus'))).toEqual({
      '@value': '2026-12-10T11:50:00+01:00',
    });
    expect(normalizeQDateTimes(qDateTime('2026-12-10T11:50:00+01:00'))).toEqual({
      '@value': '2026-12-10T11:50:00+01:00',
    });
  });

  it('leaves everything else alone', () => {
    const node = { '@type': 'Flight', departureDay: '2026-12-10', seats: [1, 'A', null, true] };
    expect(normalizeQDateTimes(node)).toEqual(node);
  });
});

describe('parseExtractorOutput', () => {
  it('refuses what is not a JSON array of objects', () => {
    expect(parseExtractorOutput('not json')).toBeNull();
    expect(parseExtractorOutput('{"@type":"FlightReservation"}')).toBeNull();
    expect(parseExtractorOutput('[1, 2]')).toBeNull();
    expect(parseExtractorOutput('[]')).toEqual([]);
  });
});

describe('readExtractorNodes', () => {
  // What kitinerary-extractor answers for a confirmation e-mail's flight (trimmed).
  const output = JSON.stringify([
    {
      '@context': 'http://schema.org',
      '@type': 'FlightReservation',
      reservationNumber: 'XJ42KD',
      airplaneSeat: '14C',
      underName: { '@type': 'Person', name: 'Alex Traveller' },
      reservationFor: {
        '@type': 'Flight',
        airline: { '@type': 'Airline', iataCode: 'AF', name: 'Air France' },
        flightNumber: '1234',
        departureAirport: { '@type': 'Airport', iataCode: 'CDG', name: 'Paris Charles de Gaulle' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'LIS', name: 'Lisbon' },
        departureDay: '2026-12-10',
        departureTime: qDateTime('2026-12-10T11:50:00+01:00', 'Europe/Paris'),
        arrivalTime: qDateTime('2026-12-10T13:25:00+00:00', 'Europe/Lisbon'),
      },
    },
    {
      '@type': 'TrainReservation',
      reservationNumber: 'T99',
      reservationFor: {
        '@type': 'TrainTrip',
        trainNumber: 'AP 133',
        departureStation: { '@type': 'TrainStation', name: 'Lisboa Oriente' },
        arrivalStation: { '@type': 'TrainStation', name: 'Porto Campanhã' },
        departureTime: qDateTime('2026-12-12T08:39:00+00:00', 'Europe/Lisbon'),
      },
    },
  ]);

  it('maps the reservations as the device’s schema.org reader does, each marked as read by the server', () => {
    const { bookings, problems } = readExtractorNodes(parseExtractorOutput(output)!);
    expect(problems).toEqual([]);
    expect(bookings).toHaveLength(2);
    expect(bookings[0]).toMatchObject({
      kind: 'flight',
      source: 'server',
      checkThis: true,
      title: 'AF 1234 Paris → Lisbon',
      start: { date: '2026-12-10', time: '11:50', zone: 'Europe/Paris' },
      end: { date: '2026-12-10', time: '13:25', zone: 'Europe/Lisbon' },
    });
    expect(bookings[0]!.details).toContain('Seat 14C');
    // A station has no zone of its own here: the time's zone is the extractor's.
    expect(bookings[1]).toMatchObject({
      kind: 'train',
      source: 'server',
      checkThis: true,
      start: { date: '2026-12-12', time: '08:39', zone: 'Europe/Lisbon' },
    });
  });

  it('says when nothing was found', () => {
    expect(readExtractorNodes([])).toEqual({ bookings: [], problems: [SERVER_FOUND_NOTHING] });
  });
});
