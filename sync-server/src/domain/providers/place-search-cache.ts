import type { LatLng } from '@shared/domain/travel-time';
import type {
  PlaceSearchAnswer,
  PlaceSearchProvider,
  PlaceSearchRequest,
} from './place-search-provider';

export interface PlaceSearchCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

/** A day of answers, as many as a busy server's travellers ask in it for a few MB. */
export const DEFAULT_PLACE_SEARCH_CACHE = { maxEntries: 1000, ttlMs: 24 * 60 * 60_000 } as const;

/** 'Rua  Augusta ' and 'rua augusta' are one question. */
export function normalizePlaceQuery(q: string): string {
  return q.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Where the traveller is, to a tenth of a degree (about 11 km): the geocoders only prefer
 * places near it, so travellers a street apart ask, and are answered, the same.
 */
function roundNear(near: LatLng | null): LatLng | null {
  if (!near) return null;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { latitude: round(near.latitude), longitude: round(near.longitude) };
}

/**
 * Answers kept in memory, so the same question never reaches a geocoder twice in a day (a
 * condition of Nominatim's usage policy, and a courtesy to Photon's). A bounded LRU by mode,
 * normalized words and rounded position; the request sent is the normalized one, so a kept
 * answer is exactly what the geocoder would say again. Requests for one key while it is asked
 * share that one call; a failure is not kept, so the next request asks again.
 *
 * In memory, one per process: a restart empties it, and several processes each keep their own.
 */
export function cachedPlaceSearch(
  inner: PlaceSearchProvider,
  options: PlaceSearchCacheOptions = DEFAULT_PLACE_SEARCH_CACHE,
): PlaceSearchProvider {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; answer: Promise<PlaceSearchAnswer> }>();
  return {
    name: inner.name,
    searchOnline: inner.searchOnline,
    search(request: PlaceSearchRequest) {
      const asked: PlaceSearchRequest = {
        q: normalizePlaceQuery(request.q),
        near: roundNear(request.near),
        mode: request.mode,
      };
      const at = asked.near ? `${asked.near.latitude},${asked.near.longitude}` : 'anywhere';
      const key = `${asked.mode}|${at}|${asked.q}`;
      const time = now();
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        if (time - kept.at < options.ttlMs) {
          // Most recently used goes last; the first in the map is the next to go.
          entries.set(key, kept);
          return kept.answer;
        }
      }
      const entry = { at: time, answer: inner.search(asked) };
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
      return entry.answer;
    },
  };
}
