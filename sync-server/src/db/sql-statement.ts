/**
 * A SQL statement written once for both engines (SQLite and PostgreSQL), compiled by each
 * database for its own driver: SQLite prepares the text as it is; PostgreSQL turns `?` and
 * `@name` into `$n` and quotes the camelCase aliases it would otherwise fold to lower case
 * (postgres-dialect.ts). A statement whose text must differ carries its PostgreSQL text.
 *
 * Statements are written in the common subset: `on conflict … do update`, `returning`, `case`,
 * `coalesce`, numbers standing in for booleans (`case when @flag then`), no engine functions.
 */
export interface StatementDef<P extends unknown[], R> {
  /** A number unique in the process: the name PostgreSQL prepares the statement under. */
  readonly id: number;
  readonly text: string;
  readonly postgresText: string;
  /** Phantom: the parameter and row types, for binding. */
  readonly types?: { params: P; row: R };
}

/** A statement bound to where it runs: outside a transaction, or inside one. */
export interface Statement<P extends unknown[], R> {
  /** The first row, or undefined. */
  get(...params: P): Promise<R | undefined>;
  all(...params: P): Promise<R[]>;
  /** For writes: how many rows changed. */
  run(...params: P): Promise<{ changes: number }>;
}

let nextId = 0;

export function stmt<P extends unknown[] = [], R = never>(
  text: string,
  dialects: { postgres?: string } = {},
): StatementDef<P, R> {
  nextId += 1;
  return { id: nextId, text, postgresText: dialects.postgres ?? text };
}

/** Runs compiled statements; each database has one for autocommit and one per transaction. */
export interface Executor {
  get(def: StatementDef<unknown[], unknown>, params: unknown[]): Promise<unknown>;
  all(def: StatementDef<unknown[], unknown>, params: unknown[]): Promise<unknown[]>;
  run(def: StatementDef<unknown[], unknown>, params: unknown[]): Promise<{ changes: number }>;
}

export type Bound<Defs> = {
  [K in keyof Defs]: Defs[K] extends StatementDef<infer P, infer R> ? Statement<P, R> : never;
};

/** The definitions bound to an executor, under the same names. */
export function bindStatements<Defs extends object>(defs: Defs, executor: Executor): Bound<Defs> {
  const bound: Record<string, Statement<unknown[], unknown>> = {};
  for (const [name, def] of Object.entries(defs)) {
    const d = def as unknown as StatementDef<unknown[], unknown>;
    bound[name] = {
      get: (...params) => executor.get(d, params),
      all: (...params) => executor.all(d, params),
      run: (...params) => executor.run(d, params),
    };
  }
  return bound as Bound<Defs>;
}
