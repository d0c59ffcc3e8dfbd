import { foldForSearch } from '@shared/domain/fold-search-text';
import { searchPlaces, type PlaceIndex } from '@shared/domain/place-search';
import { greatCircleMetres, type LatLng } from '@shared/domain/travel-time';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';

/**
 * How far apart the global provider's point and the gazetteer's may be for the two to be one
 * city: the two data sets put a city's point in different places (its centre, its town hall),
 * a few kilometres apart, while two towns of one name are rarely this close.
 */
export const SAME_CITY_KM = 30;

/**
 * Towns sharing the name are searched for; with `near` the nearest rank first, so the one we
 * want is among the first few even for a name as common as San José.
 */
const CANDIDATES = 25;

/**
 * The gazetteer city a global search result (the server's global provider: another data set of
 * cities) names: the one of the same name, ignoring case and accents, nearest to its coordinates
 * and at most SAME_CITY_KM from them. Null when none is, or the result has no coordinates to
 * tell two towns of one name apart.
 */
export function gazetteerCityFor(
  index: PlaceIndex,
  result: { name: string; geoCode?: LatLng | undefined },
): GazetteerCity | null {
  const name = foldForSearch(result.name);
  const at = result.geoCode;
  if (!name || !at) return null;
  let best: { city: GazetteerCity; metres: number } | null = null;
  // The folded name as the query: a comma in the name ('Washington, D.C.') would otherwise be
  // read as the start of a country.
  for (const match of searchPlaces(index, name, { kinds: ['city'], near: at, limit: CANDIDATES })) {
    if (match.kind !== 'city') continue;
    const { city } = match;
    const names = [city.name, city.altName ?? ''].map(foldForSearch);
    if (!names.includes(name)) continue;
    const metres = greatCircleMetres(at, city);
    if (metres > SAME_CITY_KM * 1000) continue;
    if (!best || metres < best.metres) best = { city, metres };
  }
  return best?.city ?? null;
}
