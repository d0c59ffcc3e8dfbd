import { useLiveQuery } from 'dexie-react-hooks';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import { queryPendingIds } from '../../db/live-queries';
import type { AppDb } from '../../db/app-db';
import { useDb } from '../../session/db-context';
import { compareItems, compareLists } from './list-words';

export interface ListWithItems extends TripList {
  items: ListItem[];
}

export interface TripLists {
  lists: ListWithItems[];
  /** Ids of lists and items whose change is still queued on this device. */
  pendingIds: Set<string>;
}

/**
 * A trip's lists with their items and which are still queued, as the screen reads them: the
 * query of useTripLists, also timed by `npm run bench:sync`.
 */
export async function queryTripLists(db: AppDb, tripId: string): Promise<TripLists> {
  const [lists, items, pending] = await Promise.all([
    db.lists.where('tripId').equals(tripId).toArray(),
    db.listItems.where('tripId').equals(tripId).toArray(),
    queryPendingIds(db),
  ]);
  const byList = new Map<string, ListItem[]>();
  for (const item of items) {
    const mine = byList.get(item.listId) ?? [];
    mine.push(item);
    byList.set(item.listId, mine);
  }
  const withItems = lists
    .sort(compareLists)
    .map((list) => ({ ...list, items: (byList.get(list.id) ?? []).sort(compareItems) }));
  const ids = [...lists, ...items].map((row) => row.id).filter((id) => pending.has(id));
  return { lists: withItems, pendingIds: new Set(ids) };
}

/**
 * A trip's lists with their items, read from this device (a live query: a tick shows at once,
 * from the store, without waiting for the network). Undefined while the first read runs.
 */
export function useTripLists(tripId: string): TripLists | undefined {
  const db = useDb();
  return useLiveQuery(() => queryTripLists(db, tripId), [db, tripId]);
}
