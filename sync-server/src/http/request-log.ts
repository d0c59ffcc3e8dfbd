import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** One request as logged: never cookies, bodies or query strings (they carry secrets). */
export interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
}

/** A proxy's request id is kept when it looks like one, so its logs and ours line up. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Path segments that are secrets themselves: an invite code is a bearer credential (only its
 * SHA-256 is stored, routes/trip-invites.ts), so a log must not keep it either.
 */
export function redactPath(path: string): string {
  return path.replace(/^\/api\/invites\/[^/]+/, '/api/invites/:code');
}

/**
 * Writes one JSON line per request once it is answered (for a stream, once its headers are), and
 * answers the request id in `X-Request-Id`. Successful health probes are left out: a load
 * balancer asks every few seconds and would bury the requests that matter.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.req.header('X-Request-Id');
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const path = c.req.path;
    if ((path === '/healthz' || path === '/readyz') && c.res.status === 200) return;
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      method: c.req.method,
      path: redactPath(path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    };
    write(JSON.stringify(line));
  };
}
