import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'drizzle-kit';

const out = './sync-server/drizzle-pg';

/**
 * drizzle-kit 0.31 writes every foreign key as `REFERENCES "public"."table"`, whatever the
 * config (the qualifier is hard-coded; drizzle-team/drizzle-orm#4369, fixed only in its 1.0
 * betas). The migrations must apply under any search_path (a test database is a schema of its
 * own), so once drizzle-kit has written them the qualifier is taken out. Idempotent, so every
 * drizzle-kit command can run it; schema-parity.test.ts checks that no qualifier is left.
 */
process.once('exit', () => {
  if (!existsSync(out)) return;
  for (const file of readdirSync(out)) {
    if (!file.endsWith('.sql')) continue;
    const path = join(out, file);
    const text = readFileSync(path, 'utf8');
    const unqualified = text.replaceAll('"public".', '');
    if (unqualified !== text) writeFileSync(path, unqualified);
  }
});

export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema-pg.ts',
  out,
});
