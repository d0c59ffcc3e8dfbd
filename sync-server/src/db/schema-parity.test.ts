import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is, SQL, type Table } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from './schema-pg';
import * as sqliteSchema from './schema';

/**
 * schema.ts (SQLite) is authoritative; schema-pg.ts must declare the same tables, columns,
 * keys and indexes, with these column types in place of SQLite's.
 */
const PG_TYPE_FOR: Record<string, string[]> = {
  SQLiteText: ['PgText'],
  SQLiteTextJson: ['PgText'],
  SQLiteInteger: ['PgBigInt53'],
  SQLiteBoolean: ['PgBoolean'],
  SQLiteReal: ['PgDoublePrecision'],
};

interface Shape {
  columns: Record<
    string,
    { notNull: boolean; hasDefault: boolean; default: unknown; generatedId: boolean }
  >;
  primaryKey: string[];
  foreignKeys: Record<string, { columns: string[]; table: string; foreignColumns: string[] }>;
  foreignKeyActions: Record<string, { onDelete: string; onUpdate: string }>;
  indexes: Record<string, { columns: string[]; unique: boolean }>;
  uniqueConstraints: Record<string, string[]>;
}

type Config = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;

const names = (columns: readonly unknown[]) =>
  columns.map((c) => (c as { name?: string }).name ?? '<expression>');

function shapeOf(config: Config, tableName: (t: Table) => string): Shape {
  const columns: Shape['columns'] = {};
  for (const c of config.columns) {
    columns[c.name] = {
      notNull: c.notNull,
      hasDefault: c.hasDefault,
      // Expressions differ between the dialects on purpose; literals must be the same.
      default: is(c.default, SQL) ? '<sql>' : c.default,
      generatedId:
        ('autoIncrement' in c && c.autoIncrement === true) ||
        ('generatedIdentity' in c && c.generatedIdentity !== undefined),
    };
  }
  const composite = config.primaryKeys.map((pk) => names(pk.columns));
  const primaryKey = [
    ...composite.flat(),
    ...config.columns.filter((c) => c.primary).map((c) => c.name),
  ];
  const foreignKeys: Shape['foreignKeys'] = {};
  const foreignKeyActions: Shape['foreignKeyActions'] = {};
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const name = fk.getName();
    foreignKeys[name] = {
      columns: names(ref.columns),
      table: tableName(ref.foreignTable),
      foreignColumns: names(ref.foreignColumns),
    };
    foreignKeyActions[name] = {
      onDelete: fk.onDelete ?? 'no action',
      onUpdate: fk.onUpdate ?? 'no action',
    };
  }
  const indexes: Shape['indexes'] = {};
  for (const index of config.indexes) {
    indexes[index.config.name ?? '<unnamed>'] = {
      columns: names(index.config.columns),
      unique: index.config.unique ?? false,
    };
  }
  const uniqueConstraints: Shape['uniqueConstraints'] = {};
  for (const c of config.columns) {
    if (c.isUnique) uniqueConstraints[c.uniqueName ?? `${c.name} (unnamed)`] = [c.name];
  }
  for (const u of config.uniqueConstraints) {
    uniqueConstraints[u.getName() ?? '<unnamed>'] = names(u.columns);
  }
  return { columns, primaryKey, foreignKeys, foreignKeyActions, indexes, uniqueConstraints };
}

const sqliteTables = new Map(
  (Object.values(sqliteSchema) as unknown[])
    .filter((v): v is SQLiteTable => is(v, SQLiteTable))
    .map((t) => {
      const config = sqliteTableConfig(t);
      return [config.name, config] as const;
    }),
);
const pgTables = new Map(
  (Object.values(pgSchema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => {
      const config = pgTableConfig(t);
      return [config.name, config] as const;
    }),
);

const sqliteShape = (name: string) =>
  shapeOf(sqliteTables.get(name)!, (t) => sqliteTableConfig(t as SQLiteTable).name);
const pgShape = (name: string) =>
  shapeOf(pgTables.get(name)!, (t) => pgTableConfig(t as PgTable).name);

describe('the PostgreSQL schema matches the SQLite one', () => {
  it('declares the same tables', () => {
    expect(sqliteTables.size).toBeGreaterThan(0);
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
    for (const [name, config] of pgTables) expect(config.schema, name).toBeUndefined();
  });

  describe.each([...sqliteTables.keys()].sort())('%s', (name) => {
    it('has the same columns, keys and indexes', () => {
      expect(pgTables.has(name)).toBe(true);
      const pg = pgShape(name);
      const sqlite = sqliteShape(name);
      // Column names first, so a column added to one side is named in the failure.
      expect(Object.keys(pg.columns).sort()).toEqual(Object.keys(sqlite.columns).sort());
      expect(pg).toEqual(sqlite);
    });

    it('maps every column type', () => {
      const pgColumns = new Map(pgTables.get(name)!.columns.map((c) => [c.name, c.columnType]));
      for (const c of sqliteTables.get(name)!.columns) {
        expect(PG_TYPE_FOR[c.columnType], `${name}.${c.name}: ${c.columnType}`).toContain(
          pgColumns.get(c.name),
        );
      }
    });
  });
});

describe('the generated PostgreSQL migrations', () => {
  const folder = fileURLToPath(new URL('../../drizzle-pg', import.meta.url));
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  // They are applied under a search_path (a schema per test database); drizzle.pg.config.ts
  // takes out the "public". that drizzle-kit 0.31 puts on foreign keys.
  it.each(files)('%s names no schema', (file) => {
    expect(readFileSync(`${folder}/${file}`, 'utf8')).not.toContain('"public".');
  });
});
