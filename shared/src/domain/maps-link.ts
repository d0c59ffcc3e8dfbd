import type { Place } from '../schemas/place';

/** Whose maps app a link should open: Google Maps (geo: intent), Apple Maps or the web. */
export type MapsPlatform = 'android' | 'ios' | 'macos' | 'other';

/** What a link needs of a place. */
export type MappablePlace = Pick<Place, 'name' | 'latitude' | 'longitude'>;

/** Six decimals is about 10 cm; more digits only lengthen the link. */
function coordinate(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/**
 * A link that opens the phone's own maps app at the place, pin and name included:
 * - Android: a `geo:` URI, which the system hands to the maps app the traveller chose; the
 *   `q=lat,lng(Label)` form drops a labelled pin (a bare `geo:lat,lng` only centres the map).
 * - iOS and macOS: an Apple Maps link, which the system opens in Maps (`ll` the pin, `q` its name).
 * - Anything else: Google Maps' cross-platform search link, which opens the app where installed
 *   and the website otherwise (it takes the coordinates; a name would be searched, not shown).
 */
export function mapsLink(place: MappablePlace, platform: MapsPlatform): string {
  const ll = `${coordinate(place.latitude)},${coordinate(place.longitude)}`;
  const name = place.name.trim();
  switch (platform) {
    case 'android':
      // Parentheses would end the label early; the label is the rest of the query.
      return `geo:${ll}?q=${ll}(${encodeURIComponent(name.replace(/[()]/g, ' ').trim())})`;
    case 'ios':
    case 'macos':
      return `https://maps.apple.com/?ll=${ll}&q=${encodeURIComponent(name)}`;
    case 'other':
      return `https://www.google.com/maps/search/?api=1&query=${ll}`;
  }
}

/**
 * The platform of a browser's user agent. iPadOS asks for desktop pages and says 'Macintosh':
 * both get Apple Maps, so telling them apart does not matter here.
 */
export function platformFromUserAgent(userAgent: string): MapsPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macos';
  return 'other';
}
