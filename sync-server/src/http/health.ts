import { Hono } from 'hono';
import type { ErrorBody } from '@shared/api/error';
import type { Db } from '../db/connection';

/**
 * Whether this process should be sent new work. Shutdown marks it draining first, so /readyz
 * fails and a proxy or orchestrator stops routing here while in-flight requests finish.
 */
export class Readiness {
  private reason: string | null = null;

  drain(reason = 'Shutting down'): void {
    this.reason = reason;
  }

  get drainingReason(): string | null {
    return this.reason;
  }
}

/**
 * `GET /healthz`: the process is alive and answering (no database, so a slow disk never gets a
 * live process restarted). `GET /readyz`: it can serve, which needs the database to answer.
 * Outside /api, so no session, CSRF or body limit stands in the way of a probe.
 */
export function healthRoutes(db: Db, readiness: Readiness) {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/healthz', (c) => c.json({ ok: true }, 200, noStore));

  app.get('/readyz', async (c) => {
    const draining = readiness.drainingReason;
    if (draining) return c.json<ErrorBody>({ message: draining }, 503, noStore);
    try {
      await db.$statements.ping.get();
    } catch (error) {
      console.error('Readiness check failed', error);
      return c.json<ErrorBody>({ message: 'Database unavailable' }, 503, noStore);
    }
    return c.json({ ok: true }, 200, noStore);
  });

  return app;
}
