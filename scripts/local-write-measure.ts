/**
 * Local write latency as the trip screen sees it, wherever IndexedDB comes from: the time from a
 * repo call (addExpense) until the trip's live query, subscribed as the screen's useTrip hook
 * subscribes it, emits a result that contains the new row. Runs in the browser page of
 * bench-local-write.ts; nothing here is Node- or browser-specific.
 */
import { liveQuery } from 'dexie';
import type { AppDb } from '../web/src/db/app-db';
import { addExpense } from '../web/src/db/expense-repo';
import { queryTrip } from '../web/src/db/live-queries';

export interface LocalWriteFigures {
  /** Repo call to live-query update, ms. */
  median: number;
  p95: number;
  /** Repo call to its transaction committed (addExpense resolved), ms. */
  commitMedian: number;
  commitP95: number;
  /** A bare indexed read of the trip's expenses, ms: the floor under any query of the screen. */
  readMedian: number;
}

const WARM_UP_WRITES = 20;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export async function measureLocalWrites(
  db: AppDb,
  expenseCount: number,
  writeCount: number,
): Promise<LocalWriteFigures> {
  const tripId = crypto.randomUUID();
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
  // As a pull would leave them: on the device, nothing queued.
  await db.expenses.bulkPut(
    Array.from({ length: expenseCount }, (_, i) => ({
      id: crypto.randomUUID(),
      tripId,
      category: 'food' as const,
      amount: 100 + i,
      currency: 'USD',
      rate: null,
      rateDate: null,
      rateSource: null,
      date: `2026-05-0${1 + (i % 9)}`,
      description: `Expense ${i}`,
      createdAt: now,
      createdBy: null,
      paidBy: null,
      split: null,
      kind: 'expense' as const,
    })),
  );

  // Before any write, so it reads exactly the seeded rows.
  const reads: number[] = [];
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    await db.expenses.where('tripId').equals(tripId).toArray();
    reads.push(performance.now() - start);
  }

  let shownCount = -1;
  let waiting: { count: number; resolve: () => void } | undefined;
  const subscription = liveQuery(() => queryTrip(db, tripId)).subscribe((trip) => {
    shownCount = trip?.expenses.length ?? 0;
    if (waiting && shownCount >= waiting.count) waiting.resolve();
  });
  // Only this benchmark writes, so the count reaching n + 1 means the new row is in the result.
  const shown = (count: number) =>
    new Promise<void>((resolve) => {
      if (shownCount >= count) resolve();
      else waiting = { count, resolve };
    });

  const latencies: number[] = [];
  const commits: number[] = [];
  for (let i = 0; i < WARM_UP_WRITES + writeCount; i++) {
    // The previous write is on screen first, so each write is measured on its own.
    await shown(expenseCount + i);
    const start = performance.now();
    const update = shown(expenseCount + i + 1);
    await addExpense(db, {
      tripId,
      category: 'transport',
      amount: 500 + i,
      date: '2026-05-03',
      description: `Write ${i}`,
    });
    const committed = performance.now();
    await update;
    if (i >= WARM_UP_WRITES) {
      latencies.push(performance.now() - start);
      commits.push(committed - start);
    }
  }
  subscription.unsubscribe();

  await db.delete();

  const sort = (values: number[]) => [...values].sort((a, b) => a - b);
  const [all, committed, read] = [sort(latencies), sort(commits), sort(reads)];
  return {
    median: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    commitMedian: quantile(committed, 0.5),
    commitP95: quantile(committed, 0.95),
    readMedian: quantile(read, 0.5),
  };
}
