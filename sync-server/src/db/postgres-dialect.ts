import type { StatementDef } from './sql-statement';

/** A statement's text for node-postgres, and how to order its values. */
export interface PostgresStatement {
  text: string;
  /** The parameter names in `$n` order, or null for positional `?` parameters. */
  names: string[] | null;
}

/**
 * PostgreSQL folds unquoted identifiers to lower case, so `user_id as userId` would come back
 * as `userid`; quoting the camelCase aliases keeps the row shapes SQLite gives.
 */
const CAMEL_ALIAS = /\bas ([a-z]+[A-Z][A-Za-z0-9]*)\b/g;

/** Turns `?` and `@name` parameters into `$n` and quotes camelCase aliases. */
export function toPostgres(text: string): PostgresStatement {
  const names: string[] = [];
  let positional = 0;
  const converted = text
    .replace(CAMEL_ALIAS, 'as "$1"')
    .replace(/\?|@([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string | undefined) => {
      if (name === undefined) {
        positional += 1;
        return `$${positional}`;
      }
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      return `$${index + 1}`;
    });
  if (positional > 0 && names.length > 0) {
    throw new Error(`A statement mixes ? and @name parameters: ${text}`);
  }
  return { text: converted, names: names.length > 0 ? names : null };
}

const compiled = new Map<number, PostgresStatement>();

export function compileForPostgres(def: StatementDef<unknown[], unknown>): PostgresStatement {
  let found = compiled.get(def.id);
  if (!found) {
    found = toPostgres(def.postgresText);
    compiled.set(def.id, found);
  }
  return found;
}

/** The values in `$n` order; undefined binds as null, as better-sqlite3 refuses it anyway. */
export function valuesFor(statement: PostgresStatement, params: readonly unknown[]): unknown[] {
  if (statement.names === null) return params.map((v) => v ?? null);
  const named = (params[0] ?? {}) as Record<string, unknown>;
  return statement.names.map((name) => named[name] ?? null);
}
