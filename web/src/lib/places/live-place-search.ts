import {
  PLACE_QUERY_MAX,
  PLACE_QUERY_MIN,
  placeSearchResponseSchema,
  type PlaceSearchMode,
} from '@shared/api/places';
import type { LatLng } from '@shared/domain/travel-time';
import type { Place } from '@shared/schemas/place';
import { getJson } from '../api-client';

/** What the server's live geocoder found (issue 24). */
export interface LivePlaces {
  places: Place[];
  /** The credit its licence asks to show with them ('© OpenStreetMap contributors, …'). */
  attribution: string | null;
  /** Whether the server offers a deliberate 'Search online' (Nominatim) beyond the type-ahead. */
  searchOnline: boolean;
}

/**
 * How long each mode is waited for. The type-ahead adds to results the traveller already sees,
 * so it is not worth a long wait; the explicit search was asked for, and may wait its turn at
 * the server (one Nominatim request a second for everyone) before the geocoder's own time.
 */
const TIMEOUT_MS: Record<PlaceSearchMode, number> = { typeahead: 5000, search: 15_000 };

/** An abort signal for whichever comes first: the caller's, or the time limit. */
function limitedSignal(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timed out', 'TimeoutError')),
    ms,
  );
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/**
 * Places from the server's live geocoder (GET /api/places/search): Photon while typing
 * (`typeahead`), Nominatim when the traveller presses 'Search online' (`search`).
 *
 * Null, never an error, whenever there is nothing to add: offline, words too short, a server
 * without a live geocoder, or any failure (a 502, a 429, a timeout, an abort). The offline
 * gazetteer results stand on their own, so a live search that fails only means fewer results.
 */
export async function livePlaceSearch(
  text: string,
  near: LatLng | null,
  mode: PlaceSearchMode,
  signal?: AbortSignal,
): Promise<LivePlaces | null> {
  const q = text.trim().slice(0, PLACE_QUERY_MAX);
  if (q.length < PLACE_QUERY_MIN) return null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  const params = new URLSearchParams({ q, mode });
  if (near) {
    // A tenth of a degree, as the server keeps its answers: one nearby question, one answer.
    params.set('lat', near.latitude.toFixed(1));
    params.set('lng', near.longitude.toFixed(1));
  }
  const limit = limitedSignal(signal, TIMEOUT_MS[mode]);
  try {
    const answer = await getJson(`/api/places/search?${params}`, placeSearchResponseSchema, {
      signal: limit.signal,
    });
    if (answer.provider === null && !answer.searchOnline) return null;
    return {
      places: answer.results,
      attribution: answer.attribution,
      searchOnline: answer.searchOnline,
    };
  } catch {
    return null;
  } finally {
    limit.done();
  }
}
