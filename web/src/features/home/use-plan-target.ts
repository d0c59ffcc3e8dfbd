import { useEffect, useMemo, useState } from 'react';
import type { PlacedDestination } from '@shared/domain/destination-place';
import { gazetteerDestination } from '@shared/domain/gazetteer-destination';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';
import { useDestination } from '../../db/live-queries';
import { loadPlaceIndex } from '../../lib/places/gazetteer-loader';
import { useDb } from '../../session/db-context';
import { rememberGazetteerDestination } from '../../sync/gazetteer-destinations';
import { isDatabaseItem, newTripPath, type ExplorerItem } from './explorer-items';
import { gazetteerCityFor } from './global-city';

/** Where an explorer destination can be planned: the destination a trip there names. */
export interface PlanTarget {
  /** The `destinationId` of a trip going there. */
  destinationId: string;
  /** Where its activities are put: its name and coordinates, when known. */
  destination: PlacedDestination;
  /** The new-trip form with it preselected. */
  newTripPath: string;
  /** Puts its destination row on this device first: a gazetteer city's is not there yet. */
  remember?: () => Promise<void>;
}

/**
 * The gazetteer city a global result names, from the gazetteer on the device (loaded on first
 * use). undefined while it loads; null when no city matches or the gazetteer could not be loaded.
 */
function useGazetteerCity(item: ExplorerItem | null): GazetteerCity | null | undefined {
  const [found, setFound] = useState<{ item: ExplorerItem; city: GazetteerCity | null } | null>(
    null,
  );
  useEffect(() => {
    if (!item) return;
    let current = true;
    loadPlaceIndex().then(
      (index) => {
        if (current) setFound({ item, city: gazetteerCityFor(index, item) });
      },
      () => {
        if (current) setFound({ item, city: null });
      },
    );
    return () => {
      current = false;
    };
  }, [item]);
  if (!item) return null;
  return found?.item === item ? found.city : undefined;
}

/**
 * The plan target of an explorer destination: one of ours is itself (its coordinates from the
 * device's copy of our list); a global result is the gazetteer city of the same name at the
 * same place, so a trip there is a trip to that city, as if picked in the trip form. undefined
 * while still being worked out; null for a global result no city of the gazetteer matches.
 */
export function usePlanTarget(item: ExplorerItem): PlanTarget | null | undefined {
  const db = useDb();
  const own = isDatabaseItem(item);
  const row = useDestination(own ? item.id : null);
  // Without coordinates two towns of one name cannot be told apart: nothing to load for.
  const city = useGazetteerCity(own || !item.geoCode ? null : item);
  return useMemo(() => {
    if (own) {
      if (row === undefined) return undefined;
      // Not on the device yet (the list is still on its way): no coordinates to place by.
      const { id, name, country } = item;
      const destination = row ?? { id, name, country, latitude: null, longitude: null };
      return { destinationId: item.id, destination, newTripPath: newTripPath(item.id) };
    }
    if (!city) return city;
    return {
      destinationId: city.id,
      destination: gazetteerDestination(city, new Date().toISOString()),
      newTripPath: newTripPath(city.id),
      remember: () => rememberGazetteerDestination(db, city),
    };
  }, [db, own, item, row, city]);
}
