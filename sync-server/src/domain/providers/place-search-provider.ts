import type { LivePlace, LivePlaceProvider, PlaceSearchMode } from '@shared/api/places';
import type { LatLng } from '@shared/domain/travel-time';

/** What a place search is asked: the words, where the traveller is, and how (issue 24). */
export interface PlaceSearchRequest {
  q: string;
  /** Results near here are preferred (not required); null: anywhere. */
  near: LatLng | null;
  mode: PlaceSearchMode;
}

export interface PlaceSearchAnswer {
  /** Places with source 'live' and an OpenStreetMap source id ('osm:N123'). */
  results: LivePlace[];
  /** The credit the geocoder's licence asks for; null when nobody answered. */
  attribution: string | null;
  provider: LivePlaceProvider | null;
}

/** The answer of a search no live geocoder took: the device's own gazetteer is all there is. */
export const NO_LIVE_ANSWER: PlaceSearchAnswer = { results: [], attribution: null, provider: null };

/**
 * Finds places beyond the gazetteer every device carries: streets, addresses, points of
 * interest. The embedded default finds nothing (the device already searched its gazetteer
 * offline, and a copy from the server would add nothing); live adapters ask a geocoder. A
 * geocoder that cannot answer throws `ProviderError` (502, 504, or 429 when it asks us to wait).
 */
export interface PlaceSearchProvider {
  readonly name: string;
  /**
   * Whether `mode: 'search'` reaches a geocoder of its own (Nominatim): the web offers its
   * 'Search online' button only then.
   */
  readonly searchOnline: boolean;
  search(request: PlaceSearchRequest): Promise<PlaceSearchAnswer>;
}

/** Photon while typing, Nominatim behind the button: each mode to the geocoder made for it. */
export function placeSearchByMode(modes: {
  typeahead: PlaceSearchProvider;
  search: PlaceSearchProvider;
}): PlaceSearchProvider {
  return {
    name: `${modes.typeahead.name}+${modes.search.name}`,
    searchOnline: modes.search.searchOnline,
    search: (request) => modes[request.mode].search(request),
  };
}
