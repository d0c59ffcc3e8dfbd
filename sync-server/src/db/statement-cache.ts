import type Database from 'better-sqlite3';

/**
 * Drizzle compiles a new SQLite statement for every query it runs (sessions, pulls, trip
 * screens). This keeps compiled statements by their SQL text and hands them out again. The
 * write path does not go through it: it binds to statements compiled once (statements.ts).
 *
 * A cached statement keeps the modes its last user set, so `raw` is switched back off (Drizzle
 * turns it on for some reads and expects it off for others), and a statement still in the middle
 * of an iteration is never handed out twice.
 */
export function cacheStatements(sqlite: Database.Database, limit = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached.reader ? cached.raw(false) : cached;
    const statement = prepare(source);
    if (!cached) {
      // Queries are built from a fixed set of shapes; the limit only guards against a leak.
      if (cache.size >= limit) cache.clear();
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}
