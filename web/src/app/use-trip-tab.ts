import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readRememberedTab,
  rememberTab,
  resolveTripTab,
  TRIP_TAB_PARAM,
  parseTripTab,
  type TripTab,
} from './trip-tabs';

function deviceStorage() {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * The open tab of a trip page and the way to choose another. A choice replaces the address's
 * `?tab=` (so back leaves the trip, and coming back forward or by a deep link shows that tab)
 * and is remembered for this trip on this device, offline too.
 */
export function useTripTab(tripId: string): [TripTab, (tab: TripTab) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(TRIP_TAB_PARAM);
  const tab = resolveTripTab(fromAddress, readRememberedTab(deviceStorage(), tripId));

  // A deep link's tab is this trip's choice from now on, as if tapped.
  const linked = parseTripTab(fromAddress);
  useEffect(() => {
    if (linked) rememberTab(deviceStorage(), tripId, linked);
  }, [tripId, linked]);

  const choose = useCallback(
    (next: TripTab) => {
      rememberTab(deviceStorage(), tripId, next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(TRIP_TAB_PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [tripId, setParams],
  );
  return [tab, choose];
}
