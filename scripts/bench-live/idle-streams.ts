/**
 * bench:live, part (b): what 1,000 idle event streams (GET /api/sync/events) cost the real
 * server: its RSS before, with them open and after, its CPU time while they idle (one heartbeat
 * each), and how long one change takes to reach all of them.
 */
import { randomUUID } from 'node:crypto';
import { Agent, get, type ClientRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { startServer } from '../bench-server';
import { cpuMs, rssKb } from '../proc-stats';

type StartedServer = Awaited<ReturnType<typeof startServer>>;

/** A new traveller, signed in: answers the session cookie. */
async function register(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username: `idle_${randomUUID().slice(0, 8)}`, password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Stream {
  request: ClientRequest;
  ready: Promise<void>;
  /** When the first `change` arrived (performance.now()). */
  changed: Promise<number>;
}

function openStream(url: string, cookie: string, agent: Agent): Stream {
  let onReady: () => void = () => {};
  let onChange: (at: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const ready = new Promise<void>((done, reject) => {
    onReady = done;
    fail = reject;
  });
  const changed = new Promise<number>((done) => (onChange = done));
  const request = get(`${url}/api/sync/events`, { agent, headers: { cookie } }, (res) => {
    if (res.statusCode !== 200) fail(new Error(`events: ${res.statusCode}`));
    res.setEncoding('utf8');
    let text = '';
    res.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('event: ready')) onReady();
      if (text.includes('event: change')) onChange(performance.now());
    });
    res.on('error', () => {});
  });
  request.on('error', (error) => fail(error));
  return { request, ready, changed };
}

export interface IdleFigures {
  rssBefore: number;
  rssOpen: number;
  rssClosed: number;
  baselineCpuPerSecond: number;
  idleCpu: number;
  openMs: number;
  fanOutMs: number | null;
}

export interface IdleOptions {
  /** Starts the real server as a child process (its pid is read through /proc). */
  start: () => Promise<StartedServer>;
  connections: number;
  /** How long the streams stay open and idle while the server's CPU time is read. */
  idleMs: number;
  /** The same with no stream open, for comparison. */
  baselineIdleMs: number;
  password: string;
}

/** Opens `connections` event streams on one account, idles, writes once, closes them. */
export async function measureIdleStreams({
  start,
  connections: CONNECTIONS,
  idleMs: IDLE_MS,
  baselineIdleMs: BASELINE_IDLE_MS,
  password,
}: IdleOptions): Promise<IdleFigures> {
  const server = await start();
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + 16 });
  const streams: Stream[] = [];
  try {
    const cookie = await register(server.url, password);
    // Warm the route's code path, so the figures below are the connections' own.
    const warm = Array.from({ length: 10 }, () => openStream(server.url, cookie, agent));
    await Promise.all(warm.map((s) => s.ready));
    for (const s of warm) s.request.destroy();
    await new Promise((r) => setTimeout(r, 2_000));
    const rssBefore = rssKb(server.pid);

    const opening = performance.now();
    for (let i = 0; i < CONNECTIONS; i += 100) {
      const batch = Array.from({ length: Math.min(100, CONNECTIONS - i) }, () =>
        openStream(server.url, cookie, agent),
      );
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    const openMs = performance.now() - opening;
    await new Promise((r) => setTimeout(r, 2_000));
    const rssOpen = rssKb(server.pid);

    // 30 s covers one heartbeat on every stream (every 25 s).
    const idle0 = cpuMs(server.pid);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idleCpu = cpuMs(server.pid) - idle0;

    // One write by the user reaches every stream.
    const written = performance.now();
    const res = await fetch(`${server.url}/api/trips`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie },
      body: JSON.stringify({
        id: randomUUID(),
        destinationId: 'kyoto',
        title: 'Fan-out',
        startDate: '2026-10-01',
        endDate: '2026-10-05',
      }),
    });
    let fanOutMs: number | null = null;
    if (res.status === 201) {
      const deadline = new Promise<null>((r) => setTimeout(() => r(null), 10_000));
      const arrivals = await Promise.race([Promise.all(streams.map((s) => s.changed)), deadline]);
      fanOutMs = arrivals ? Math.max(...arrivals) - written : null;
    } else {
      console.warn(`The fan-out write answered ${res.status}: ${await res.text()}`);
    }

    for (const s of streams.splice(0)) s.request.destroy();
    await new Promise((r) => setTimeout(r, 2_000));
    const rssClosed = rssKb(server.pid);

    // Measured last, when the server is as warm as it was with the streams open.
    const baseline0 = cpuMs(server.pid);
    await new Promise((r) => setTimeout(r, BASELINE_IDLE_MS));
    const baselineCpuPerSecond = (cpuMs(server.pid) - baseline0) / (BASELINE_IDLE_MS / 1000);
    return {
      rssBefore,
      rssOpen,
      rssClosed,
      baselineCpuPerSecond,
      idleCpu,
      openMs,
      fanOutMs,
    };
  } finally {
    for (const s of streams) s.request.destroy();
    agent.destroy();
    await server.stop();
  }
}
