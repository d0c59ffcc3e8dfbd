import data from './gazetteer-data.json';
import { decodeGazetteer, type Gazetteer, type GazetteerCity } from './gazetteer-rows';

/*
 * The built-in gazetteer: the world's cities of 15,000 people or more (GeoNames, CC BY 4.0) and
 * the airports with scheduled service (airport-data-js, CC BY 4.0, with OurAirports' city names),
 * each with its IANA zone. About 1.5 MB of JSON (about 690 KB gzipped): import this module
 * lazily, never from a first-load path. The server reads it to build a gazetteer destination;
 * the device to search places (web/src/lib/places/gazetteer-loader.ts).
 */

let decoded: Gazetteer | undefined;
let byId: ReadonlyMap<string, GazetteerCity> | undefined;

/** Decoded once, on first use, and only read afterwards. */
export function loadGazetteer(): Gazetteer {
  decoded ??= decodeGazetteer(data);
  return decoded;
}

/** The city a `gn-<GeoNames id>` id names; undefined for an id the gazetteer does not hold. */
export function findGazetteerCity(id: string): GazetteerCity | undefined {
  byId ??= new Map(loadGazetteer().cities.map((city) => [city.id, city]));
  return byId.get(id);
}
