/** The page bench-local-write.ts bundles and opens in Chromium: the app's own store, real IndexedDB. */
import { AppDb } from '../web/src/db/app-db';
import { measureLocalWrites } from './local-write-measure';
import { measureListTicks } from './list-tick-measure';

Object.assign(window, {
  measureLocalWrites: (expenseCount: number, writeCount: number) =>
    measureLocalWrites(
      new AppDb(crypto.randomUUID(), `bench-local-${crypto.randomUUID()}`),
      expenseCount,
      writeCount,
    ),
  measureListTicks: (itemCount: number, tickCount: number) =>
    measureListTicks(
      new AppDb(crypto.randomUUID(), `bench-ticks-${crypto.randomUUID()}`),
      itemCount,
      tickCount,
    ),
});
