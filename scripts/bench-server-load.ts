/**
 * `npm run bench:server`: how close the real server's hottest reads come to a Hono hello-world
 * behind the same middlewares, and how fast it takes pushes. Everything on 127.0.0.1, each
 * measurement bounded in time (1 s warm-up, then 5 s), the load from autocannon in this process.
 *
 *   GET /api/trips/:id     signed in, a trip with 50 expenses and 20 items made through the API
 *   GET /api/destinations  public, the same for everyone
 *   hello-world            bench-server-load/hello-server.ts
 *   push                   20 devices at once, each pushing batches of 50 addExpense
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, startServer } from './bench-server';
import { pushLoad } from './bench-server-load/push-load';
import { fullTrip, register } from './bench-server-load/seed-over-http';

const WARMUP_S = 1;
const MEASURE_S = 5;
const CONNECTIONS = 10;

interface ReadFigures {
  requestsPerSecond: number;
  p99Ms: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return result;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<ReadFigures> {
  await load(url, headers, WARMUP_S);
  const result = await load(url, headers, MEASURE_S);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function startHello() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-server-load/hello-server.ts'],
    { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}/api/bench-hello`;
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

const noWeb = mkdtempSync(join(tmpdir(), 'wayfarer-bench-noweb-'));
const server = await startServer(noWeb, {
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_USERNAME: '1000',
  LOG_REQUESTS: '0',
});
const hello = await startHello();
try {
  const run = Date.now().toString(36);
  const cookie = await register(server.url, `bench${run}`);
  const tripId = await fullTrip(server.url, cookie);

  const baseline = await measure(hello.url);
  const trip = await measure(`${server.url}/api/trips/${tripId}`, { cookie });
  const list = await measure(`${server.url}/api/destinations`);
  const push = await pushLoad(server.url, { devices: 20, batch: 50, seconds: MEASURE_S, run });

  const row = (name: string, f: ReadFigures) =>
    `${name.padEnd(24)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(f.p99Ms).padStart(4)} ms   ratio ${(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`;
  console.log(
    `\nServer load (${CONNECTIONS} connections, ${MEASURE_S} s each after ${WARMUP_S} s warm-up)`,
  );
  console.log(row('hello-world (baseline)', baseline));
  console.log(row('GET /api/trips/:id', trip));
  console.log(row('GET /api/destinations', list));
  console.log(
    `push, 20 devices x 50    ${push.mutationsPerSecond.toFixed(0).padStart(8)} mutations/s (${push.batchesPerSecond.toFixed(0)} batches/s)   p99 ${push.p99Ms.toFixed(0)} ms per batch`,
  );
  console.log('Target: GET ratios at least 0.5 on SQLite (issue 14).');
} finally {
  hello.stop();
  await server.stop();
  rmSync(noWeb, { recursive: true, force: true });
}
