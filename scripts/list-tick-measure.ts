/**
 * Ticking an item of a long list, as the trip's Lists section sees it: the time from the repo
 * call (setListItemChecked) until the section's live query (queryTripLists, subscribed as its
 * hook subscribes it) emits a result in which the item is ticked. Runs in the browser page of
 * bench-local-write.ts, on the app's own store and real IndexedDB.
 */
import { liveQuery } from 'dexie';
import type { AppDb } from '../web/src/db/app-db';
import { setListItemChecked } from '../web/src/db/list-repo';
import { queryTripLists } from '../web/src/features/lists/use-trip-lists';
import type { LocalWriteFigures } from './local-write-measure';

const WARM_UP_TICKS = 20;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export type ListTickFigures = Omit<LocalWriteFigures, 'readMedian'>;

export async function measureListTicks(
  db: AppDb,
  itemCount: number,
  tickCount: number,
): Promise<ListTickFigures> {
  const tripId = crypto.randomUUID();
  const listId = crypto.randomUUID();
  const now = new Date().toISOString();
  await db.trips.put({
    id: tripId,
    userId: db.userId,
    destinationId: 'kyoto',
    title: 'Benchmark trip',
    startDate: '2026-05-01',
    endDate: '2026-05-09',
    notes: null,
    budget: null,
    currency: 'USD',
    coverDocumentId: null,
    createdAt: now,
    updatedAt: now,
  });
  await db.lists.put({
    id: listId,
    tripId,
    kind: 'packing',
    title: 'Packing',
    visibility: 'shared',
    ownerId: db.userId,
    position: 0,
    createdAt: now,
  });
  // As a pull would leave them: on the device, nothing queued.
  const ids = Array.from({ length: itemCount }, () => crypto.randomUUID());
  await db.listItems.bulkPut(
    ids.map((id, i) => ({
      id,
      listId,
      tripId,
      text: `Item ${i}`,
      quantity: null,
      category: null,
      assigneeId: null,
      dueDate: null,
      checked: false,
      position: i,
      createdAt: now,
      createdBy: null,
    })),
  );

  let ticked = new Set<string>();
  let waiting: { id: string; resolve: () => void } | undefined;
  const subscription = liveQuery(() => queryTripLists(db, tripId)).subscribe((result) => {
    ticked = new Set(result.lists[0]?.items.filter((i) => i.checked).map((i) => i.id));
    if (waiting && ticked.has(waiting.id)) waiting.resolve();
  });
  const shown = (id: string) =>
    new Promise<void>((resolve) => {
      if (ticked.has(id)) resolve();
      else waiting = { id, resolve };
    });

  const latencies: number[] = [];
  const commits: number[] = [];
  const runs = Math.min(itemCount, WARM_UP_TICKS + tickCount);
  for (let i = 0; i < runs; i++) {
    // Each tick on a different item, as a traveller packing goes down the list.
    const id = ids[i]!;
    const start = performance.now();
    const update = shown(id);
    await setListItemChecked(db, id, true);
    const committed = performance.now();
    await update;
    if (i >= WARM_UP_TICKS) {
      latencies.push(performance.now() - start);
      commits.push(committed - start);
    }
  }
  subscription.unsubscribe();
  await db.delete();

  const sort = (values: number[]) => [...values].sort((a, b) => a - b);
  const [all, committed] = [sort(latencies), sort(commits)];
  return {
    median: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    commitMedian: quantile(committed, 0.5),
    commitP95: quantile(committed, 0.95),
  };
}
