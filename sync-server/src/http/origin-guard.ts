import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. Hono's `csrf` only looks at form-like
 * content types; this also covers JSON bodies and DELETE, so no cross-site page can act with a
 * traveller's cookie even if a browser someday relaxes preflight rules.
 */
export function sameOriginGuard(allowedOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const own = new URL(c.req.url).origin;
      const foreignOrigin =
        origin !== undefined && origin !== own && !allowedOrigins.includes(origin);
      if (foreignOrigin || site === 'cross-site') {
        throw new ApiError(403, 'Cross-site request refused');
      }
    }
    await next();
  };
}
