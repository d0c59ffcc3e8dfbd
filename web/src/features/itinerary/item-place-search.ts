import { foldForSearch } from '@shared/domain/fold-search-text';
import { searchPlaces } from '@shared/domain/place-search';
import type { LatLng } from '@shared/domain/travel-time';
import type { Place } from '@shared/schemas/place';
import type { MoreOptions, PlaceOption } from '../../components/place-combobox';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { livePlaceSearch, type LivePlaces } from '../../lib/places/live-place-search';

/** A place offered for a plan item, with the place it stands for. */
export interface ItemPlaceOption extends PlaceOption {
  place: Place;
}

const SOURCE_WORDS: Partial<Record<Place['source'], string>> = {
  airport: 'Airport',
  destination: 'Trip stop',
  activity: 'Suggested activity',
};

/** 'Airport · Portugal', 'Trip stop · Portugal', 'Portugal'. */
function detailOf(place: Place): string | undefined {
  const parts = [SOURCE_WORDS[place.source], place.country].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * The Location field's search for a plan item: the trip's own places first (its stops), then
 * airports and the world's cities from the gazetteer on the device, nearest first to where the
 * day is spent. Works offline.
 */
export function itemPlaceSearch(near: LatLng | null, candidates: readonly Place[]) {
  return async (text: string): Promise<ItemPlaceOption[]> => {
    const index = await loadPlaceIndex();
    return searchPlaces(index, text, { near, candidates }).map((match, i) => ({
      // The trip's own Porto and the gazetteer's Porto share a source id: the kind and the
      // position keep the options apart.
      value: `${match.kind}:${i}:${match.place.sourceId ?? ''}`,
      label: match.label,
      detail: detailOf(match.place),
      place: match.place,
    }));
  };
}

/** How long typing must pause before the live geocoder is asked: not once per keystroke. */
export const LIVE_SEARCH_PAUSE_MS = 300;

/** Waits `ms`, or rejects as soon as the signal aborts (the traveller typed on). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** One place, wherever it was found: its folded name at about a kilometre. */
function sameSpotKey(place: Place): string {
  return `${foldForSearch(place.name)}|${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
}

/**
 * The live geocoder's places as options, leaving out those already shown (the gazetteer's Porto
 * and OpenStreetMap's Porto are one choice) and repeats. Their second line carries the
 * geocoder's credit, which its licence asks to show with them:
 * 'Rua Augusta 24, Lisbon · © OpenStreetMap contributors, Photon by Komoot'.
 */
export function liveItemOptions(
  live: LivePlaces,
  shown: readonly ItemPlaceOption[],
): ItemPlaceOption[] {
  const seen = new Set(shown.map((option) => sameSpotKey(option.place)));
  const options: ItemPlaceOption[] = [];
  for (const place of live.places) {
    const key = sameSpotKey(place);
    if (seen.has(key)) continue;
    seen.add(key);
    const where = place.address ?? place.country;
    options.push({
      value: `live:${place.sourceId ?? key}`,
      label: place.name,
      detail: [where, live.attribution].filter(Boolean).join(' · ') || undefined,
      place,
    });
  }
  return options;
}

/**
 * What the Location field adds online (issue 24): once typing pauses, the server's live
 * type-ahead (Photon) after the offline options; and, when the server has Nominatim, a
 * 'Search online' that asks it for the words typed and replaces the list with what it finds.
 * Offline, or with no live geocoder on the server, nothing: the field is the offline search.
 */
export function itemLivePlaceSearch(near: LatLng | null) {
  return async (
    text: string,
    shown: readonly ItemPlaceOption[],
    signal: AbortSignal,
  ): Promise<MoreOptions<ItemPlaceOption> | null> => {
    if (!navigator.onLine) return null;
    await pause(LIVE_SEARCH_PAUSE_MS, signal);
    const live = await livePlaceSearch(text, near, 'typeahead', signal);
    if (!live) return null;
    return {
      options: liveItemOptions(live, shown),
      deeper: live.searchOnline
        ? {
            label: 'Search online',
            run: async (deeperSignal) => {
              const found = await livePlaceSearch(text, near, 'search', deeperSignal);
              return found ? liveItemOptions(found, []) : null;
            },
          }
        : undefined,
    };
  };
}
