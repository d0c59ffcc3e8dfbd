import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { destinationArtwork } from '../domain/destinations/artwork/draw-artwork';
import type { Db } from '../db/connection';
import type { PhotoService } from '../domain/photos/photo-service';

/** Stored photos never change under their URL (the version is in it), so they may be kept a year. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

export function imageRoutes(db: Db, photos: PhotoService) {
  const app = new Hono<AppEnv>();
  app.get('/destinations/:file{[a-z0-9-]+\\.svg}', async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const row = await db.$statements.destinationById.get(id);
    if (!row) return c.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(destinationArtwork(row));
  });

  app.get('/photos/:id{[a-z0-9-]+}/:file{[a-f0-9]{12}-[0-9]+\\.(?:webp|jpg)}', async (c) => {
    const file = await photos.readVariant(c.req.param('id'), c.req.param('file'));
    if (!file) return c.notFound();
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', PHOTO_CACHE);
    return c.body(new Uint8Array(file.bytes));
  });
  return app;
}
