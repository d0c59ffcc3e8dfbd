import { TRIP_TAB_KEY_PREFIX } from '../lib/personal-storage';

/**
 * The trip page's tabs (decision 015): the plan first, the rest one tap away. Which tab a trip
 * shows comes from the address (`?tab=money`, so a deep link and the back button land on it),
 * else from the last choice made for that trip on this device, else the plan.
 */
export const TRIP_TABS = [
  { id: 'plan', label: 'Plan' },
  { id: 'money', label: 'Money' },
  { id: 'documents', label: 'Documents' },
  { id: 'people', label: 'People' },
  { id: 'info', label: 'Info' },
] as const;

export type TripTab = (typeof TRIP_TABS)[number]['id'];

export const DEFAULT_TRIP_TAB: TripTab = 'plan';

/** The search parameter that names the open tab. */
export const TRIP_TAB_PARAM = 'tab';

export function parseTripTab(value: string | null | undefined): TripTab | null {
  return TRIP_TABS.find((tab) => tab.id === value)?.id ?? null;
}

/** The address's choice wins over the device's memory, which wins over the plan. */
export function resolveTripTab(fromAddress: string | null, remembered: string | null): TripTab {
  return parseTripTab(fromAddress) ?? parseTripTab(remembered) ?? DEFAULT_TRIP_TAB;
}

/** Where the device keeps a trip's last tab (one small key per trip opened on a tab). */
export function tripTabStorageKey(tripId: string): string {
  return `${TRIP_TAB_KEY_PREFIX}${tripId}`;
}

/** Storage that may be missing or refuse (private windows, a full disk): the tab is a nicety. */
export interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readRememberedTab(storage: TabStorage | undefined, tripId: string): string | null {
  try {
    return storage?.getItem(tripTabStorageKey(tripId)) ?? null;
  } catch {
    return null;
  }
}

export function rememberTab(storage: TabStorage | undefined, tripId: string, tab: TripTab): void {
  try {
    storage?.setItem(tripTabStorageKey(tripId), tab);
  } catch {
    // Not remembered; the address still carries the choice.
  }
}
