import { searchPlaces } from '@shared/domain/place-search';
import type { LatLng } from '@shared/domain/travel-time';
import type { Place } from '@shared/schemas/place';
import type { PlaceOption } from '../../components/place-combobox';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';

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
