import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '@shared/api/lookups';
import { withAirportZones } from './amadeus-flights';

const offer = (from: string, to: string, fromZone?: string): FlightOffer => ({
  id: '1',
  price: { total: '100.00', currency: 'USD' },
  validatingAirlineCodes: ['XX'],
  itineraries: [
    {
      duration: 'PT1H',
      segments: [
        {
          departure: {
            iataCode: from,
            at: '2026-12-20T10:00:00',
            ...(fromZone ? { timeZone: fromZone } : {}),
          },
          arrival: { iataCode: to, at: '2026-12-20T11:00:00' },
          carrierCode: 'XX',
          number: '1',
          duration: 'PT1H',
          aircraft: { code: '320' },
        },
      ],
    },
  ],
});

const zones: Record<string, string> = { LHR: 'Europe/London', CDG: 'Europe/Paris' };

describe('live flight offers and airport zones', () => {
  it('names the zone of each endpoint the airport data knows, and leaves the others without', () => {
    const [zoned] = withAirportZones([offer('LHR', 'ZZZ')], (code) => zones[code]);
    const [segment] = zoned!.itineraries[0]!.segments;
    expect(segment!.departure).toEqual({
      iataCode: 'LHR',
      at: '2026-12-20T10:00:00',
      timeZone: 'Europe/London',
    });
    expect(segment!.arrival).not.toHaveProperty('timeZone');
  });

  it('keeps a zone the provider already gave', () => {
    const [zoned] = withAirportZones([offer('CDG', 'LHR', 'Europe/Berlin')], (code) => zones[code]);
    expect(zoned!.itineraries[0]!.segments[0]!.departure.timeZone).toBe('Europe/Berlin');
  });
});
