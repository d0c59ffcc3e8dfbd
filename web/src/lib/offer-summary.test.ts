import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '@shared/api/lookups';
import { isInternational, summarizeOffer } from './offer-summary';

const segment = (from: string, to: string, dep: string, arr: string) => ({
  departure: { iataCode: from, at: dep },
  arrival: { iataCode: to, at: arr },
  carrierCode: 'BA',
  number: '178',
  duration: 'PT3H',
  aircraft: { code: '77W' },
});

const offer: FlightOffer = {
  id: '1',
  price: { total: '512.40', currency: 'USD' },
  validatingAirlineCodes: ['EK'],
  itineraries: [
    {
      duration: 'PT14H',
      segments: [
        segment('JFK', 'DXB', '2025-06-01T10:00:00', '2025-06-02T07:00:00'),
        segment('DXB', 'LHR', '2025-06-02T09:00:00', '2025-06-02T13:30:00'),
      ],
    },
    {
      duration: 'PT9H',
      segments: [segment('LHR', 'JFK', '2025-06-10T10:00:00', '2025-06-10T13:00:00')],
    },
  ],
};

describe('summarizeOffer', () => {
  it('reads the first itinerary end to end with the validating airline', () => {
    const s = summarizeOffer(offer);
    expect(s).toMatchObject({
      airlineCode: 'EK',
      airline: 'Emirates',
      aircraft: { name: 'Boeing 777-300ER', category: 'Wide-body' },
      departure: { iataCode: 'JFK' },
      arrival: { iataCode: 'LHR', at: '2025-06-02T13:30:00' },
      duration: 'PT14H',
      segmentCount: 2,
    });
    expect(s?.baggage.checked.pieces).toBe(1);
  });

  it('reads the way back of a round trip, and none for a one-way fare', () => {
    expect(summarizeOffer(offer)?.inbound).toEqual({
      departure: { iataCode: 'LHR', at: '2025-06-10T10:00:00' },
      arrival: { iataCode: 'JFK', at: '2025-06-10T13:00:00' },
      duration: 'PT9H',
      segmentCount: 1,
    });
    const oneWay = { ...offer, itineraries: offer.itineraries.slice(0, 1) };
    expect(summarizeOffer(oneWay)?.inbound).toBeNull();
  });

  it('is null for an offer without segments', () => {
    expect(summarizeOffer({ ...offer, itineraries: [] })).toBeNull();
  });

  it('judges international trips by the first letters of the airport codes', () => {
    const at = '2025-01-01T00:00:00';
    expect(
      isInternational({ departure: { iataCode: 'JFK', at }, arrival: { iataCode: 'LHR', at } }),
    ).toBe(true);
    expect(
      isInternational({ departure: { iataCode: 'LAX', at }, arrival: { iataCode: 'LHR', at } }),
    ).toBe(false);
  });
});
