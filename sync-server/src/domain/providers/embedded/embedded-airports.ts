import type { AirportProvider, AirportRecord } from '../airport-provider';
import { airportIndex, toAirportResult } from './airport-index';

/** Airports from the npm data packages, in memory: no network, no keys. */
export function embeddedAirports(): AirportProvider {
  return {
    name: 'embedded',
    async search(keyword, limit) {
      const index = await airportIndex();
      return index.search(keyword, limit).map(toAirportResult);
    },
    async lookup(iataCode) {
      const index = await airportIndex();
      const found = index.lookup(iataCode);
      if (!found) return null;
      const { sizeRank: _size, scheduled: _scheduled, ...record } = found;
      return record satisfies AirportRecord;
    },
  };
}
