import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '@shared/api/lookups';
import { clearPendingBooking, readPendingBooking, savePendingBooking } from './pending-booking';

/** A Storage kept in a Map, as session storage behaves within one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const offer: FlightOffer = {
  id: '1',
  price: { total: '904.20', currency: 'USD' },
  validatingAirlineCodes: ['BA'],
  itineraries: [
    {
      duration: 'PT7H',
      segments: [
        {
          departure: { iataCode: 'JFK', at: '2026-12-01T18:00:00' },
          arrival: { iataCode: 'LHR', at: '2026-12-02T06:00:00' },
          carrierCode: 'BA',
          number: '178',
          duration: 'PT7H',
          aircraft: { code: '77W' },
        },
      ],
    },
  ],
};

describe('a booking kept through sign-in', () => {
  it('comes back as it was saved, until cleared', () => {
    const storage = memoryStorage();
    expect(readPendingBooking(storage)).toBeNull();
    savePendingBooking(storage, { offer, reference: 'WF-ABC123', adults: 2 });
    expect(readPendingBooking(storage)).toEqual({ offer, reference: 'WF-ABC123', adults: 2 });
    clearPendingBooking(storage);
    expect(readPendingBooking(storage)).toBeNull();
  });

  it('ignores what is not a booking', () => {
    const storage = memoryStorage();
    storage.setItem('wayfarer-booking-to-add', '{not json');
    expect(readPendingBooking(storage)).toBeNull();
    storage.setItem('wayfarer-booking-to-add', JSON.stringify({ offer: {}, reference: 'X' }));
    expect(readPendingBooking(storage)).toBeNull();
  });
});
