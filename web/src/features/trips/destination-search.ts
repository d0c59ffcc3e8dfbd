import { searchPlaces } from '@shared/domain/place-search';
import type { Destination } from '@shared/schemas/destination';
import type { AppDb } from '../../db/app-db';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { rememberGazetteerDestination } from '../../sync/gazetteer-destinations';
import { destinationLabel, type DestinationOption } from './destination-field';
import { matchingCurated } from './destination-options';

/** How many of the world's cities follow our own destinations in the list. */
const CITY_LIMIT = 8;

/**
 * The trip form's search: our destinations whose name matches first (they have pictures,
 * climate and visa notes), then the world's cities from the gazetteer on the device, then ours
 * found only by their country. A city that is also one of ours is listed once, as ours. Picking a city puts its destination row on this device at once, so a
 * trip to Porto can be planned on a plane; the server builds its own copy when the trip syncs.
 */
export function destinationSearch(db: AppDb, destinations: readonly Destination[]) {
  return async (text: string): Promise<DestinationOption[]> => {
    const { byName, byCountry } = matchingCurated(destinations, text);
    const option = (d: Destination): DestinationOption => ({
      value: d.id,
      label: destinationLabel(d),
    });
    const ours = byName.map(option);
    const oursByCountry = byCountry.map(option);
    const index = await loadPlaceIndex();
    const taken = new Set([...ours, ...oursByCountry].map((o) => o.label));
    const cities: DestinationOption[] = [];
    for (const match of searchPlaces(index, text, { kinds: ['city'], limit: CITY_LIMIT })) {
      if (match.kind !== 'city' || taken.has(match.label)) continue;
      const city = match.city;
      taken.add(match.label);
      cities.push({
        value: city.id,
        label: match.label,
        detail: `City · ${city.population.toLocaleString('en-US')} people`,
        remember: () => rememberGazetteerDestination(db, city),
      });
    }
    return [...ours, ...cities, ...oursByCountry];
  };
}
