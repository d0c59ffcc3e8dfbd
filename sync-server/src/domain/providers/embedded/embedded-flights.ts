import type { FlightProvider } from '../flight-provider';
import { ProviderError } from '../provider-error';
import { airportIndex } from './airport-index';
import type { LoadedAirport } from './airport-data';
import { generateOffers } from './flights/generate-offers';
import { HUBS } from './flights/hubs';

/** Generated sample fares between real airports: always marked `sample`, never bookable. */
export function embeddedFlights(): FlightProvider {
  return {
    name: 'embedded',
    async search(query) {
      const index = await airportIndex();
      const origin = index.lookup(query.origin);
      const destination = index.lookup(query.destination);
      if (!origin || !destination) {
        // The route checks codes first; reaching here means the airport data changed under it.
        throw new ProviderError('embedded', 'bad-answer', 'Airport data is missing a checked code');
      }
      const hubs = Object.keys(HUBS).flatMap((code) => {
        const hub = index.lookup(code);
        return hub ? [hub] : ([] as LoadedAirport[]);
      });
      return { offers: generateOffers(query, origin, destination, hubs), sample: true };
    },
  };
}
