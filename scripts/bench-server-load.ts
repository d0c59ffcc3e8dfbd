/**
 * `npm run bench:server`: how close the real server's hottest reads come to a Hono hello-world
 * behind the same middlewares, and how fast it takes pushes, on SQLite and on PostgreSQL, one
 * node and two (issue 14). Everything on 127.0.0.1, each measurement bounded in time (1 s
 * warm-up, then 5 s; BENCH_SERVER_WARMUP_S and BENCH_SERVER_MEASURE_S change them), the load
 * from autocannon and fetch in this process.
 *
 *   hello-world            bench-server-load/hello-server.ts, measured once each way for every ratio
 *   GET /api/trips/:id     signed in, a trip with 50 expenses and 20 items made through the API
 *   GET /api/destinations  public, the same for everyone; also asked again as a browser that
 *                          keeps it asks (If-None-Match), answered 304
 *
 * Reads are asked as a browser asks them (Accept-Encoding: gzip, …), against a hello-world asked
 * the same way; on SQLite also without Accept-Encoding, against a hello-world asked so.
 *   push                   20 devices at once, each pushing batches of 50 addExpense
 *
 * Legs, one after the other, each alone on the machine: SQLite (a fresh file); PostgreSQL with
 * one node; then a second node on the same database, reads and pushes split over both. The
 * PostgreSQL server is a throwaway one (scripts/postgres-server.ts) with default, durable
 * settings; where none is installed only SQLite is measured.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { cleanUp, tracked } from './bench-server-load/cleanup';
import {
  BROWSER_ACCEPT_ENCODING,
  measureLeg,
  seedLeg,
  type LegFigures,
} from './bench-server-load/measure-leg';
import { problemsIn, startNode, type BenchNode } from './bench-server-load/nodes';
import { CONNECTIONS_PER_NODE, measureReads, type Timing } from './bench-server-load/read-load';
import { legLines, readLine, scalingLines, type Baselines } from './bench-server-load/report';
import { startHello } from './bench-server-load/start-hello';
import { findPostgresBin, startPostgres } from './postgres-server';

const timing: Timing = {
  warmupS: Number(process.env.BENCH_SERVER_WARMUP_S ?? 1),
  measureS: Number(process.env.BENCH_SERVER_MEASURE_S ?? 5),
};
const run = Date.now().toString(36);
/** Every node started, for its log's problems if the run fails. */
const nodes: BenchNode[] = [];

async function launch(work: string, name: string, env: Record<string, string> = {}) {
  const started = await startNode(work, name, env);
  nodes.push(started);
  return started;
}

/** Each node's log lines that report a problem, or that there were none. */
function logReport(of: BenchNode[]): string {
  const problems = of.flatMap((node) =>
    problemsIn(node.log).map((line) => `    ${basename(node.log)}: ${line}`),
  );
  return problems.length === 0
    ? '  Server logs: no errors or warnings.'
    : [`  Server logs: ${problems.length} problem lines:`, ...problems.slice(0, 20)].join('\n');
}

async function postgresLegs(work: string, baseline: Baselines) {
  const bin = findPostgresBin();
  if (!bin) {
    console.log(
      '\nPostgreSQL is not installed on this machine: measured SQLite only ' +
        '(on Debian: apt-get install postgresql).',
    );
    return;
  }
  const postgres = await startPostgres({ bin });
  const stopPostgres = tracked(() => postgres.stop());
  const env = {
    DATABASE_URL: await postgres.createDatabase('wayfarer_bench'),
    // Where several nodes keep document bytes and photos: one folder for both (decision 010).
    DOCUMENTS_DIR: join(work, 'documents'),
    PHOTOS_DIR: join(work, 'photos'),
  };
  const version = basename(dirname(bin));
  const a = await launch(work, 'postgres-node-a', env);
  const seed = await seedLeg(a.url, run);
  const one: LegFigures = await measureLeg([a], seed, timing, {
    destinations: true,
    identity: false,
  });
  console.log(
    `\nPostgreSQL ${version}, one node: a throwaway server on 127.0.0.1 with default settings` +
      `\n  (fsync and synchronous_commit on: durable commits), the server's pool of 10 connections`,
  );
  console.log(legLines(1, one, baseline).join('\n'));

  const b = await launch(work, 'postgres-node-b', env);
  const two = await measureLeg([a, b], seed, timing, {
    destinations: false,
    identity: false,
  });
  console.log(
    `\nPostgreSQL ${version}, two nodes: two server processes on the same database, reads and` +
      `\n  devices split over both (the same trip and devices, after the one-node leg)`,
  );
  console.log(legLines(2, two, baseline).join('\n'));
  await a.stop();
  await b.stop();
  await stopPostgres();
  console.log(logReport([a, b]));
  console.log(`\n${scalingLines(one, two).join('\n')}`);
}

const work = mkdtempSync(join(tmpdir(), 'wayfarer-bench-server-'));
tracked(() => rmSync(work, { recursive: true, force: true }));
mkdirSync(join(work, 'no-web'));
try {
  console.log(
    `Server load: autocannon on 127.0.0.1, ${CONNECTIONS_PER_NODE} connections per node,` +
      ` ${timing.measureS} s per measurement after ${timing.warmupS} s warm-up`,
  );
  const hello = await startHello();
  const stopHello = tracked(hello.stop);
  const baseline: Baselines = {
    browser: await measureReads([hello.url], timing, BROWSER_ACCEPT_ENCODING, [hello.pid]),
    identity: await measureReads([hello.url], timing, {}, [hello.pid]),
  };
  await stopHello();
  console.log(readLine('hello-world (baseline)', baseline.browser));
  console.log(readLine('  no Accept-Encoding', baseline.identity));

  const sqlite = await launch(work, 'sqlite');
  const sqliteFigures = await measureLeg([sqlite], await seedLeg(sqlite.url, run), timing, {
    destinations: true,
    identity: true,
  });
  await sqlite.stop();
  console.log('\nSQLite (a fresh file, one process)');
  console.log(legLines(1, sqliteFigures, baseline).join('\n'));
  console.log(logReport([sqlite]));

  await postgresLegs(work, baseline);
  console.log('\nTarget: GET ratios at least 0.5 on SQLite (issue 14).');
} catch (error) {
  process.exitCode = 1;
  console.error('\nbench:server failed:', error instanceof Error ? error.message : error);
  console.error(logReport(nodes));
} finally {
  await cleanUp();
}
