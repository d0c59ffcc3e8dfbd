import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';

/**
 * Serves the built PWA from the same origin as /api. Hashed assets are immutable for a year;
 * the HTML shell and the service worker are revalidated on every load so updates are noticed.
 */
export function mountStaticApp(app: Hono<AppEnv>, root: string): void {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  // Every other GET is a client-side route: answer the app shell and let the router decide.
  app.get('*', (c) => {
    // A missing hashed file (a chunk of an older build) must be a 404, not the shell: HTML under
    // a script's URL would break the page, and be cached as immutable for a year.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
