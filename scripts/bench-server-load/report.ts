/** The lines bench:server prints: one per measurement, aligned, then the scaling factors. */
import { cpus } from 'node:os';
import { BATCH, DEVICES, type LegFigures } from './measure-leg';
import type { ReadFigures } from './read-load';

const NAME_WIDTH = 34;

/**
 * Above this share of its core the load generator, not the server, set the pace: the line's
 * requests per second are then its limit, and the server's CPU per request is the figure.
 */
const LOAD_GENERATOR_BOUND = 0.9;

/**
 * Requests per second and p99, and the ratio to the baseline's requests per second; then the
 * server's CPU time per request and the ratio of the baseline's to it, which the load generator
 * sharing the cores does not move.
 */
export function readLine(name: string, f: ReadFigures, baseline?: ReadFigures): string {
  const ratio = baseline
    ? `   ratio ${(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`
    : '';
  const cpu =
    f.serverCpuUs === undefined
      ? ''
      : `   server CPU ${f.serverCpuUs.toFixed(0).padStart(3)} µs/req`;
  const cpuRatio =
    baseline?.serverCpuUs !== undefined && f.serverCpuUs !== undefined
      ? ` (ratio ${(baseline.serverCpuUs / f.serverCpuUs).toFixed(2)})`
      : '';
  const bound =
    f.loadGeneratorCpuShare >= LOAD_GENERATOR_BOUND
      ? `   (load generator at ${(f.loadGeneratorCpuShare * 100).toFixed(0)}% of a core)`
      : '';
  return `  ${name.padEnd(NAME_WIDTH)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s         p99 ${String(f.p99Ms).padStart(4)} ms${ratio}${cpu}${cpuRatio}${bound}`;
}

/** The hello-world measured both ways, each the baseline of the reads asked the same way. */
export interface Baselines {
  browser: ReadFigures;
  identity: ReadFigures;
}

export function legLines(nodes: number, f: LegFigures, baseline: Baselines): string[] {
  const per = nodes > 1 ? ` (${DEVICES / nodes} per node)` : '';
  const read = (name: string, figures: ReadFigures | undefined, base: ReadFigures) =>
    figures ? [readLine(name, figures, base)] : [];
  return [
    ...read('GET /api/trips/:id', f.trip, baseline.browser),
    ...read('  no Accept-Encoding', f.tripIdentity, baseline.identity),
    ...read('GET /api/destinations', f.destinations, baseline.browser),
    ...read('  asked again, If-None-Match: 304', f.destinationsAgain, baseline.browser),
    ...read('  no Accept-Encoding', f.destinationsIdentity, baseline.identity),
    `  ${`push, ${DEVICES} devices${per} x ${BATCH}`.padEnd(NAME_WIDTH)} ${f.push.mutationsPerSecond.toFixed(0).padStart(8)} mutations/s   p99 ${f.push.p99Ms.toFixed(0).padStart(4)} ms per batch   (${f.push.batchesPerSecond.toFixed(0)} batches/s)`,
  ];
}

export function scalingLines(one: LegFigures, two: LegFigures): string[] {
  const cores = cpus().length;
  const factor = (a: number, b: number) => `x${(b / a).toFixed(2)}`;
  return [
    `Scaling from one node to two (PostgreSQL), on ${cores} core${cores === 1 ? '' : 's'}:`,
    `  GET /api/trips/:id ${factor(one.trip.requestsPerSecond, two.trip.requestsPerSecond)}` +
      `, push ${factor(one.push.mutationsPerSecond, two.push.mutationsPerSecond)}` +
      ' (writes take turns on the version lock across nodes, decision 010)',
    `  On a machine with few cores the nodes, PostgreSQL and the load generator share the same`,
    `  cores, so the scaling factor is a lower bound there (this one has ${cores}).`,
  ];
}
