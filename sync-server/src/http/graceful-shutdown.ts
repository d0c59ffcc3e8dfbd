import type { Server } from 'node:http';
import type { Readiness } from './health';

/** How often a shutdown closes the connections that went idle since it began. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownSteps {
  server: Server;
  readiness: Readiness;
  /** Ends what would hold a connection open forever (live-update streams), and timers. */
  beforeClose: () => void;
  /** Runs once no request is in flight (or the grace period ran out): close the database. */
  afterClose: () => Promise<void>;
  /** How long in-flight requests may take to finish before their connections are cut. */
  graceMs: number;
  exit: (code: number) => void;
}

/**
 * SIGTERM/SIGINT: stop taking connections and mark the process not ready, let the requests in
 * flight finish (up to `graceMs`), then close the database and exit 0. Requests cut off by the
 * grace period make it exit 1, so a supervisor's log shows the shutdown was not clean. A second
 * signal does not start a second shutdown.
 */
export function gracefulShutdown(steps: ShutdownSteps): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    console.info('Shutting down: finishing requests in flight');
    steps.readiness.drain();
    steps.beforeClose();
    // A busy connection goes idle once its answer is sent, and then stays open, kept alive,
    // unless closed: a live-updates stream ended just above would hold the shutdown to the
    // grace period, and its client would send its next request over it. So idle connections
    // are closed again and again until none is left.
    const sweep = setInterval(() => steps.server.closeIdleConnections(), IDLE_SWEEP_MS);
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      clearInterval(sweep);
      console.warn(`Requests still open after ${steps.graceMs} ms; closing their connections`);
      steps.server.closeAllConnections();
    }, steps.graceMs);
    deadline.unref();
    // Stops listening at once; the connections idle now are closed below.
    steps.server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      steps.afterClose().then(
        () => steps.exit(forced ? 1 : 0),
        (err: unknown) => {
          console.error('Closing the database failed', err);
          steps.exit(1);
        },
      );
    });
    steps.server.closeIdleConnections();
  };
}
