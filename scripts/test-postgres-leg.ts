/**
 * The PostgreSQL leg of `npm test`: the server, sync and integration suites again, on a real
 * PostgreSQL started here on a temporary data directory and removed afterwards (issue 14).
 * Where PostgreSQL is not installed it says so and skips only this leg; `.ci/run` installs it.
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startPostgres } from './postgres-server';

const report = process.argv[2];
const bin = findPostgresBin();
if (!bin) {
  console.info(
    'PostgreSQL is not installed on this machine: skipping the PostgreSQL leg ' +
      '(CI installs it; on Debian: apt-get install postgresql).',
  );
  process.exit(0);
}

// A test database needs no durability: it is thrown away with the directory.
const server = await startPostgres({
  bin,
  settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
});
let status = 1;
try {
  console.info(`PostgreSQL from ${bin}, on ${server.url}`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      'sync-server',
      'scripts/integration',
      '--reporter=default',
      ...(report ? ['--reporter=json', `--outputFile.json=${report}`] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, WAYFARER_TEST_DATABASE_URL: server.url } },
  );
  status = run.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
