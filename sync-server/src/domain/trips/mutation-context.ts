import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../../db/schema';

/** The database or a transaction on it: mutators run inside whatever transaction the caller opened. */
export type Tx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/** What only the server decides about a change: who makes it and when. */
export interface MutationContext {
  userId: string;
  /** An ISO instant from the server's injected clock; device clocks never order anything. */
  now: string;
}
