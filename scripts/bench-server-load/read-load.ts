/**
 * Read throughput: autocannon, in this process, on one URL or the same path on several nodes
 * at once, a fixed number of connections per node, warm-up then measurement, both bounded in
 * time. Any failed request (non-2xx, socket error, timeout) fails the benchmark.
 */
import autocannon from 'autocannon';
import { cpuMs } from '../proc-stats';

export const CONNECTIONS_PER_NODE = 10;

export interface Timing {
  warmupS: number;
  measureS: number;
}

export interface ReadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /**
   * The server processes' CPU time per answered request, in µs: what an answer costs the
   * server, whether or not the load generator (on the same cores) kept it busy.
   */
  serverCpuUs?: number;
  /**
   * The CPU time of this process (the load generator) per second of measuring: near 1, it ran
   * out of its core before the server did, and the requests per second are its limit.
   */
  loadGeneratorCpuShare: number;
}

/** What every answer of a measurement must be: a 200, or a 304 to a revalidation. */
export type ExpectedStatus = '2xx' | '3xx';

/**
 * autocannon appends every answer's body to a string (for its body checks, which this bench
 * does not use). On a large gzipped body that costs it more than the server spends on the
 * request: the 8 KB destinations list had it at 100% of its core, 58% of it in
 * `Buffer.toString`, so it measured itself. The bytes are still counted (`addByteCount`).
 */
function discardBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('autocannon changed: its client has no pipelinedRequests.addBody to replace');
  }
  queue.addBody = () => undefined;
}

async function load(
  urls: string[],
  headers: Record<string, string>,
  seconds: number,
  expected: ExpectedStatus,
) {
  const result = await autocannon({
    // Several URLs: autocannon gives connection i the URL i mod n (lib/run.js), so the nodes
    // get the same number of connections, and one histogram holds every request's latency.
    // Its type declarations (7.x) predate that and allow one string.
    url: (urls.length === 1 ? urls[0] : urls) as unknown as string,
    headers,
    connections: CONNECTIONS_PER_NODE * urls.length,
    duration: seconds,
    setupClient: discardBodies,
  });
  const failed = result.requests.total - result[expected] + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${urls.join(', ')}: ${failed} failed requests of ${result.requests.total}`);
  }
  return result;
}

/**
 * Requests per second, summed over the nodes, the p99 latency of all requests, and the CPU time
 * the server processes `pids` spent per request meanwhile (from /proc).
 */
export async function measureReads(
  urls: string[],
  timing: Timing,
  headers: Record<string, string> = {},
  pids: number[] = [],
  expected: ExpectedStatus = '2xx',
): Promise<ReadFigures> {
  if (timing.warmupS > 0) await load(urls, headers, timing.warmupS, expected);
  const cpuBefore = pids.map(cpuMs);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await load(urls, headers, timing.measureS, expected);
  const own = process.cpuUsage(ownBefore);
  const cpuSpentMs = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - (cpuBefore[i] ?? 0), 0);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    loadGeneratorCpuShare: (own.user + own.system) / 1000 / (performance.now() - started),
    ...(pids.length > 0 ? { serverCpuUs: (cpuSpentMs * 1000) / result.requests.total } : {}),
  };
}
