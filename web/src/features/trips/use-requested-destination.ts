import { useEffect, useState } from 'react';
import { cityInIndex } from '@shared/domain/place-search';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import type { Destination } from '@shared/schemas/destination';
import type { AppDb } from '../../db/app-db';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { rememberGazetteerDestination } from '../../sync/gazetteer-destinations';

export interface RequestedDestination {
  /** The destination to preselect: '' when none was asked for or it is not known here. */
  preset: string;
  /** A city of the gazetteer is being looked up and kept on the device; the form waits. */
  resolving: boolean;
}

/**
 * The destination `?destination=<id>` asks for (the explorer's 'Plan a Trip to', or a link
 * someone shared): one of the device's destinations, or a city of the gazetteer that has no row
 * here yet, which is then looked up in the gazetteer on the device and kept, exactly as picking
 * it in the form would. An id neither knows is ignored, as before.
 */
export function useRequestedDestination(
  db: AppDb,
  requested: string | null,
  /** undefined while the device's list loads: nothing is looked up before it is known. */
  destinations: readonly Destination[] | undefined,
): RequestedDestination {
  const present = requested !== null && !!destinations?.some((d) => d.id === requested);
  const wanted =
    destinations && requested !== null && !present && isGazetteerId(requested) ? requested : null;
  // The ids looked up so far, and whether the gazetteer had them.
  const [looked, setLooked] = useState<ReadonlyMap<string, boolean>>(new Map());

  useEffect(() => {
    if (wanted === null || looked.has(wanted)) return;
    let current = true;
    void (async () => {
      let found = false;
      try {
        const city = cityInIndex(await loadPlaceIndex(), wanted);
        if (city) {
          await rememberGazetteerDestination(db, city);
          found = true;
        }
      } catch (error) {
        // The gazetteer's chunk could not be loaded (offline before the app was installed):
        // the form opens without a destination, and its search says why when used.
        console.error('The requested destination could not be looked up', error);
      }
      if (current) setLooked((map) => new Map(map).set(wanted, found));
    })();
    return () => {
      current = false;
    };
  }, [db, wanted, looked]);

  if (present) return { preset: requested, resolving: false };
  // Kept: the row is written, and the device's list shows it a moment later.
  const resolving = wanted !== null && looked.get(wanted) !== false;
  return { preset: '', resolving };
}
