import { buildPlaceIndex, type PlaceIndex } from '@shared/domain/place-search';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';

/**
 * The place search's index of the built-in gazetteer (shared/src/reference/gazetteer.ts: about
 * 1.5 MB, 690 KB gzipped), loaded on first use with a dynamic import, so it is a chunk of its
 * own and never part of the first load; the service worker precaches it with the other chunks,
 * so it loads offline once the app is installed.
 *
 * Kept for the life of the page: the data is the same for every traveller and never changes
 * while the page lives, and building the index costs about 100 ms that no keystroke should
 * pay twice. A failed load (the chunk could not be fetched) is forgotten, so the next call tries
 * again.
 */
let loading: Promise<PlaceIndex> | undefined;

export function loadPlaceIndex(): Promise<PlaceIndex> {
  if (!loading) {
    const started = import('@shared/reference/gazetteer').then(({ loadGazetteer }) =>
      buildPlaceIndex(loadGazetteer()),
    );
    loading = started;
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
  }
  return loading;
}

/**
 * The gazetteer's cities, largest first, for what needs only their names and coordinates (the
 * map's city labels): the same lazy chunk as the search, decoded once for the page's life, but
 * without building the search's index (about 100 ms) that a map never uses.
 */
export function loadGazetteerCities(): Promise<readonly GazetteerCity[]> {
  return import('@shared/reference/gazetteer').then(({ loadGazetteer }) => loadGazetteer().cities);
}
