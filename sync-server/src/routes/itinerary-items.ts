import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { DeletedResponse } from '@shared/api/trips';
import {
  insertItineraryItemSchema,
  updateItineraryItemSchema,
  type ItineraryItem,
} from '@shared/schemas/itinerary-item';
import { requireUser } from '../auth/middleware';
import {
  addItineraryItem,
  deleteItineraryItem,
  updateItineraryItem,
} from '../domain/trips/itinerary-item-mutators';
import { parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { runMutation } from './run-mutation';

/**
 * POST /api/itinerary-items, PATCH and DELETE /api/itinerary-items/{id}, for the trip's owner and
 * editors.
 */
export function itineraryItemRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, insertItineraryItemSchema);
    const args = { ...body, id: body.id ?? randomUUID() };
    const { item, created } = await runMutation(c, user, (w, ctx) =>
      addItineraryItem(w, ctx, args),
    );
    return c.json<ItineraryItem>(item, created ? 201 : 200);
  });

  /** A field-level patch (the mutation updateTrip's siblings use over sync). */
  app.patch('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    const patch = await parseJsonBody(c, updateItineraryItemSchema);
    const item = await runMutation(c, user, (w, ctx) => updateItineraryItem(w, ctx, { id, patch }));
    return c.json<ItineraryItem>(item);
  });

  app.delete('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    await runMutation(c, user, (w, ctx) => deleteItineraryItem(w, ctx, { id }));
    return c.json<DeletedResponse>({ ok: true });
  });

  return app;
}
