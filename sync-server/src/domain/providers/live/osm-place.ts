import { livePlaceSchema, type LivePlace } from '@shared/api/places';
import { APP_VERSION } from '@shared/constants';
import { zoneAt } from '@shared/domain/zone-at';

/** What OpenStreetMap's licence (ODbL) asks every use of its data to show. */
export const OSM_CREDIT = '© OpenStreetMap contributors';

/**
 * How this server introduces itself to a geocoder. Nominatim's usage policy requires an
 * application name and, where possible, a way to reach its operator ("stock User-Agents as set
 * by http libraries will not do"); Photon gets the same courtesy.
 */
export function geocoderUserAgent(contact?: string): string {
  return contact ? `Wayfarer/${APP_VERSION} (${contact})` : `Wayfarer/${APP_VERSION}`;
}

const OSM_TYPE_LETTERS: Readonly<Record<string, string>> = {
  node: 'N',
  way: 'W',
  relation: 'R',
  n: 'N',
  w: 'W',
  r: 'R',
};

/** 'osm:N123' for node 123: Photon writes the type 'N', Nominatim 'node'; both read the same. */
export function osmSourceId(type: string, id: number): string | null {
  const letter = OSM_TYPE_LETTERS[type.toLowerCase()];
  return letter && Number.isSafeInteger(id) && id > 0 ? `osm:${letter}${id}` : null;
}

/**
 * Countries whose addresses put the house number before the street ('24 Main Street'); most
 * of the rest write it after ('Rua Augusta 24'). A short list, not a postal standard: the line
 * only helps a traveller recognise the place.
 */
const NUMBER_FIRST = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'FR', 'LU', 'IN', 'ZA', 'PH']);

function streetLine(
  street: string | undefined,
  housenumber: string | undefined,
  countryCode: string | undefined,
): string | undefined {
  if (!street) return undefined;
  if (!housenumber) return street;
  return NUMBER_FIRST.has((countryCode ?? '').toUpperCase())
    ? `${housenumber} ${street}`
    : `${street} ${housenumber}`;
}

/** The pieces of an OpenStreetMap result both geocoders give, under their own names. */
export interface OsmPlaceParts {
  name?: string | undefined;
  street?: string | undefined;
  housenumber?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  countryCode?: string | undefined;
  latitude: number;
  longitude: number;
  osmType: string;
  osmId: number;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * One result as a Place: its name (or, for a bare address, the street), an address line of the
 * street and town that does not repeat the name ('Rua Augusta 24, Lisbon'), the zone at its
 * coordinates, and its OpenStreetMap id. Checked with the shared schema like any input: a
 * result that does not make a valid place (no name, coordinates out of range) is left out.
 */
export function toLivePlace(parts: OsmPlaceParts): LivePlace | null {
  const street = streetLine(parts.street?.trim(), parts.housenumber?.trim(), parts.countryCode);
  const city = parts.city?.trim();
  const name = parts.name?.trim() || street || city;
  const sourceId = osmSourceId(parts.osmType, parts.osmId);
  if (!name || !sourceId) return null;
  const lines = [street, city].filter(
    (line): line is string => line !== undefined && line !== '' && !same(line, name),
  );
  const parsed = livePlaceSchema.safeParse({
    name: name.slice(0, 200),
    country: parts.country?.trim().slice(0, 100) || null,
    address: lines.length > 0 ? lines.join(', ').slice(0, 300) : null,
    latitude: parts.latitude,
    longitude: parts.longitude,
    timeZone: zoneAt(parts.latitude, parts.longitude),
    source: 'live',
    sourceId,
  });
  return parsed.success ? parsed.data : null;
}
