import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { destinations } from '../db/schema';
import type { AppEnv } from '../http/env';
import { destinationArtwork } from '../domain/destinations/artwork';
import type { Db } from '../db/connection';

export function imageRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  app.get('/destinations/:file{[a-z0-9-]+\\.svg}', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const row = db.select().from(destinations).where(eq(destinations.id, id)).get();
    if (!row) return c.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(destinationArtwork(row.name, row.country, row.category));
  });
  return app;
}
