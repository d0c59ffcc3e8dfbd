import type { Server } from 'node:http';
import type { Readiness } from './health';

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
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      console.warn(`Requests still open after ${steps.graceMs} ms; closing their connections`);
      steps.server.closeAllConnections();
    }, steps.graceMs);
    deadline.unref();
    // Stops listening at once; connections that are idle are closed now, busy ones once their
    // answer is sent (Node answers them with `Connection: close`).
    steps.server.close(() => {
      clearTimeout(deadline);
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
