import { describe, expect, it } from 'vitest';
import type { FlightOffer, FlightSegment } from '@shared/api/lookups';
import { flightItemInput, flightItemInputs, flightPlan, placeInTrip } from './flight-item';

const segment = (
  carrierCode: string,
  number: string,
  from: [string, string],
  to: [string, string],
): FlightSegment => ({
  departure: { iataCode: from[0], at: from[1] },
  arrival: { iataCode: to[0], at: to[1] },
  carrierCode,
  number,
  duration: 'PT7H',
  aircraft: { code: '789' },
});

const offer = (segments: FlightSegment[], duration = 'PT7H55M'): FlightOffer => ({
  id: '1',
  price: { total: '512.40', currency: 'USD' },
  validatingAirlineCodes: segments.slice(0, 1).map((s) => s.carrierCode),
  itineraries: [{ duration, segments }],
});

const lhrJfk = offer([
  segment('BA', '117', ['LHR', '2026-06-01T10:05:00'], ['JFK', '2026-06-01T13:00:00']),
]);
const trip = { id: '00000000-0000-4000-8000-000000000001', startDate: '2026-05-30' };

describe('a booked flight as an itinerary item', () => {
  it('is a transport item at the local times, at the origin, with the booking reference', () => {
    const plan = flightPlan(lhrJfk, 'WF-DEMO-AB12CD');
    expect(plan).toEqual({
      departureDate: '2026-06-01',
      item: {
        type: 'transport',
        title: 'Flight BA 117 London (LHR) → New York (JFK)',
        time: '10:05',
        endTime: '13:00',
        location: 'London Heathrow Airport (LHR)',
        reference: 'WF-DEMO-AB12CD',
        description: 'British Airways\nBA 117 LHR 10:05 → JFK 13:00\nNonstop\nDuration 7h 55m',
      },
      returnLeg: null,
    });
    expect(flightItemInput(plan!, { ...trip, endDate: '2026-06-05' })).toMatchObject({
      tripId: trip.id,
      day: 3,
      title: 'Flight BA 117 London (LHR) → New York (JFK)',
    });
  });

  it("keeps each time's airport zone, where the provider gives it", () => {
    const [leg] = lhrJfk.itineraries[0]!.segments;
    const zoned = offer([
      {
        ...leg!,
        departure: { ...leg!.departure, timeZone: 'Europe/London' },
        arrival: { ...leg!.arrival, timeZone: 'America/New_York' },
      },
    ]);
    expect(flightPlan(zoned, 'R')?.item).toMatchObject({
      time: '10:05',
      timeZone: 'Europe/London',
      endTime: '13:00',
      endTimeZone: 'America/New_York',
    });
    // Without zones (as above) the times are left to the trip's.
    expect(flightPlan(lhrJfk, 'R')?.item).not.toHaveProperty('timeZone');
  });

  it('marks an arrival on a later local day and lists every leg and stop', () => {
    const plan = flightPlan(
      offer(
        [
          segment('EK', '2', ['LHR', '2026-06-01T20:40:00'], ['DXB', '2026-06-02T07:35:00']),
          segment('EK', '318', ['DXB', '2026-06-02T09:15:00'], ['NRT', '2026-06-02T23:10:00']),
        ],
        'PT18H30M',
      ),
      'WF-DEMO-ZZ9999',
    );
    expect(plan?.item).toMatchObject({
      title: 'Flight EK 2 London (LHR) → NRT',
      time: '20:40',
      endTime: '23:10 (+1)',
    });
    expect(plan?.item.description).toBe(
      'Emirates\nEK 2 LHR 20:40 → DXB 07:35\nEK 318 DXB 09:15 → NRT 23:10\n1 stop (via DXB)\nDuration 18h 30m',
    );
  });

  it('goes on the day of the local departure date, from the first day to the last', () => {
    const late = flightPlan(
      offer([segment('BA', '9', ['LHR', '2026-06-05T23:55:00'], ['SIN', '2026-06-06T19:50:00'])]),
      'R',
    )!;
    expect(placeInTrip(late, { startDate: '2026-06-05', endDate: '2026-06-12' })).toEqual({
      day: 1,
    });
    expect(placeInTrip(late, { startDate: '2026-05-29', endDate: '2026-06-05' })).toEqual({
      day: 8,
    });
    // The local departure date decides, not the arrival's or the traveller's own zone's.
    expect(placeInTrip(late, { startDate: '2026-06-06', endDate: '2026-06-12' })).toEqual({
      outside: 'before',
    });
    expect(placeInTrip(late, { startDate: '2026-05-20', endDate: '2026-06-04' })).toEqual({
      outside: 'after',
    });
    expect(flightItemInput(late, { ...trip, startDate: '2026-06-06', endDate: '2026-06-12' })).toBe(
      null,
    );
  });

  it('puts both ways of a round trip on the plan, each on its own day, with the one reference', () => {
    const roundTrip: FlightOffer = {
      ...lhrJfk,
      itineraries: [
        ...lhrJfk.itineraries,
        {
          duration: 'PT6H50M',
          segments: [
            segment('BA', '112', ['JFK', '2026-06-04T18:30:00'], ['LHR', '2026-06-05T06:20:00']),
          ],
        },
      ],
    };
    const plan = flightPlan(roundTrip, 'WF-DEMO-AB12CD')!;
    expect(plan.returnLeg).toMatchObject({
      departureDate: '2026-06-04',
      item: {
        title: 'Flight BA 112 New York (JFK) → London (LHR)',
        time: '18:30',
        endTime: '06:20 (+1)',
        reference: 'WF-DEMO-AB12CD',
      },
    });
    const both = flightItemInputs(plan, { ...trip, endDate: '2026-06-05' });
    expect(both.map((i) => [i.day, i.title])).toEqual([
      [3, 'Flight BA 117 London (LHR) → New York (JFK)'],
      [6, 'Flight BA 112 New York (JFK) → London (LHR)'],
    ]);
    // A trip that ends before the way back gets the way out only, never the return on a wrong day.
    expect(flightItemInputs(plan, { ...trip, endDate: '2026-06-02' }).map((i) => i.day)).toEqual([
      3,
    ]);
    // A trip that does not cover the way out gets nothing.
    expect(
      flightItemInputs(plan, { ...trip, startDate: '2026-06-02', endDate: '2026-06-09' }),
    ).toEqual([]);
  });

  it('answers nothing for an offer it cannot read', () => {
    expect(flightPlan(offer([]), 'R')).toBeNull();
    const unreadable = offer([segment('BA', '1', ['LHR', 'soon'], ['JFK', 'later'])]);
    expect(flightPlan(unreadable, 'R')).toBeNull();
  });
});
