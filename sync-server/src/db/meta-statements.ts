import { stmt } from './sql-statement';

/**
 * Run when a database is opened: the counters a fresh database starts with, so the first write
 * transaction has a version row to lock (decision 010). Existing values are left alone.
 */
export const ENSURE_COUNTERS = `insert into sync_meta (key, value) values ('version', 0), ('tombstone_horizon', 0)
  on conflict (key) do nothing`;

/**
 * The sync bookkeeping: the global version counter and tombstone horizon (`sync_meta`), and
 * the rejections a pull reports back to the device that sent them.
 */
export const META_STATEMENTS = {
  readMeta: stmt<[key: string], { value: number }>('select value from sync_meta where key = ?'),
  /**
   * The version counter, read by a write transaction as its first statement. On PostgreSQL the
   * row lock is held to the commit, so writers on every node take versions one after another
   * and commit them in that order (decision 010). SQLite's IMMEDIATE transaction already holds
   * the one write lock.
   */
  lockVersion: stmt<[key: string], { value: number }>('select value from sync_meta where key = ?', {
    postgres: 'select value from sync_meta where key = ? for update',
  }),
  writeMeta: stmt<[key: string, value: number]>(
    `insert into sync_meta (key, value) values (?, ?)
     on conflict (key) do update set value = excluded.value`,
  ),
  /** Raises a counter, never lowers it. */
  raiseMeta: stmt<[key: string, value: number]>(
    `insert into sync_meta (key, value) values (?, ?)
     on conflict (key) do update set value = case when excluded.value > sync_meta.value
       then excluded.value else sync_meta.value end`,
  ),
  purgeTombstones: stmt<[before: number]>('delete from tombstones where version < ?'),
  rejectionsSince: stmt<
    [clientId: string, since: number],
    { mutationId: number; name: string; reason: string; args: string | null; createdAt: string }
  >(
    `select mutation_id as mutationId, name, reason, args, created_at as createdAt
     from sync_rejections where client_id = ? and version > ? order by mutation_id`,
  ),
};
