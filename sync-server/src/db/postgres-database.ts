import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db, Tx } from './connection';
import { compileForPostgres, toPostgres, valuesFor } from './postgres-dialect';
import { postgresBus } from './postgres-bus';
import { bindStatements, type Executor } from './sql-statement';
import { ENSURE_COUNTERS } from './meta-statements';
import { STATEMENT_DEFS } from './statements';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));

// bigint columns (versions pass 2^31 after a restore's jump; epoch milliseconds) and count(*)
// come back as strings by default; every one of ours fits a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Any two processes migrating at once take turns (a rolling start of several nodes). */
const MIGRATION_LOCK = 0x77617966; // "wayf"

type Queryable = pg.Pool | pg.PoolClient;

function executorOn(client: Queryable, ready: Promise<void>): Executor {
  const query = async (def: Parameters<Executor['get']>[0], params: unknown[]) => {
    await ready;
    const statement = compileForPostgres(def);
    // Named: each connection parses and plans a statement once, then binds values to it.
    return client.query({
      name: `wf${def.id}`,
      text: statement.text,
      values: valuesFor(statement, params),
    });
  };
  return {
    async get(def, params) {
      return (await query(def, params)).rows[0];
    },
    async all(def, params) {
      return (await query(def, params)).rows;
    },
    async run(def, params) {
      return { changes: (await query(def, params)).rowCount ?? 0 };
    },
  };
}

async function rawQuery<R>(client: Queryable, text: string, params: readonly unknown[]) {
  const statement = toPostgres(text);
  return (await client.query(statement.text, valuesFor(statement, params))).rows as R[];
}

export interface PostgresOptions {
  /** A schema of its own (created if missing), so tests can share one server. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
  /** How long an idle connection stays open (tests keep this short: many small databases). */
  idleTimeoutMillis?: number;
}

/**
 * PostgreSQL through node-postgres: a pool of connections, each transaction on one connection
 * checked out for it. Several server processes may share the database (decision 010).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const schema = options.schema;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 10_000,
    // An unreachable server (or a pool busy that long) fails a query after 10 s instead of
    // hanging it for the operating system's TCP timeout.
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server dropped (a restart) is replaced on the next checkout; without
  // a listener its error would end the process.
  pool.on('error', (err) => console.error('PostgreSQL connection lost', err.message));

  const ready = (async () => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        // Under the lock: two processes creating the same schema at once would collide.
        if (schema) await client.query(`create schema if not exists "${schema}"`);
        await migrate(drizzle(client), {
          migrationsFolder: MIGRATIONS,
          ...(schema ? { migrationsSchema: schema } : {}),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
      await client.query(ENSURE_COUNTERS);
    } finally {
      client.release();
    }
  })();
  // Every query awaits `ready`; this keeps a failed start from also being an unhandled rejection.
  ready.catch(() => {});

  const transaction = async <T>(begin: string, body: (tx: Tx) => Promise<T>): Promise<T> => {
    await ready;
    const client = await pool.connect();
    let broken: Error | undefined;
    // A connection the server ends while checked out (a restart, a failover, an operator) also
    // emits `error` on the client, beside failing the statement in flight; the pool listens only
    // while a connection is idle, so unheard it would end the process. The connection is not
    // handed out again.
    const onLost = (err: Error) => {
      broken = err;
    };
    client.on('error', onLost);
    try {
      await client.query(begin);
      let open = true;
      const tx: Tx = {
        $statements: bindStatements(STATEMENT_DEFS, executorOn(client, ready)),
        query: (text, params = []) => rawQuery(client, text, params),
        isOpen: () => open,
      };
      try {
        const result = await body(tx);
        await client.query('commit');
        return result;
      } catch (err) {
        open = false;
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw err;
      }
    } finally {
      // A connection that was lost or could not roll back is discarded, not handed out again.
      client.off('error', onLost);
      client.release(broken);
    }
  };

  // One channel per schema, so databases sharing a server (tests) never hear each other.
  const bus = postgresBus(pool, ready, schema ? `wayfarer_changes_${schema}` : 'wayfarer_changes');
  return {
    dialect: 'postgres',
    $statements: bindStatements(STATEMENT_DEFS, executorOn(pool, ready)),
    $revisions: { destinations: 0 },
    async query(text, params = []) {
      await ready;
      return rawQuery(pool, text, params);
    },
    write: (body) => transaction('begin', body),
    // One snapshot for every query of the read; read only, so it never waits on a writer.
    read: (body) => transaction('begin isolation level repeatable read read only', body),
    ownWrites: () => undefined,
    ready: () => ready,
    async close() {
      await bus.close();
      await pool.end();
    },
    bus,
  };
}
