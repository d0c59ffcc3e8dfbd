import { NO_LIVE_ANSWER, type PlaceSearchProvider } from '../place-search-provider';

/**
 * No live geocoder: nothing to add. Every device searches the built-in gazetteer itself,
 * offline; the server's copy of it would only repeat those results, so the web, seeing
 * `provider: null`, shows no live section at all.
 */
export function embeddedPlaceSearch(): PlaceSearchProvider {
  return {
    name: 'embedded',
    searchOnline: false,
    search: () => Promise.resolve(NO_LIVE_ANSWER),
  };
}
