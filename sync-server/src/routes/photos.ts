import { Hono } from 'hono';
import type { DestinationPhoto, DestinationPhotosResponse } from '@shared/api/photos';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { sendJson } from '../http/json-answer';
import type { PhotoService } from '../domain/photos/photo-service';
import { publicCache } from './lookups';

/**
 * Photo credits and sizes for the browser (decision 007). Only what is stored is answered: a
 * photo still being fetched is a 404 now and there on a later visit, never a wait on a third party.
 */
export function photoRoutes(photos: PhotoService) {
  const app = new Hono<AppEnv>();

  app.get('/photos', publicCache, async (c) =>
    sendJson<DestinationPhotosResponse>(c, { photos: await photos.all() }),
  );

  app.get('/:id/photo', publicCache, async (c) => {
    const id = c.req.param('id');
    const photo = await photos.photo(id);
    if (photo) return c.json<DestinationPhoto>(photo);
    const row = await c.get('db').$statements.destinationById.get(id);
    if (!row) throw new ApiError(404, 'Destination not found');
    // First asked for: look in the background; this answer does not wait for it.
    if (photos.enabled) void photos.ensure({ id: row.id, name: row.name, country: row.country });
    throw new ApiError(404, 'No photo for this destination');
  });

  return app;
}
