import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { DeletedResponse, TripListItem } from '@shared/api/trips';
import {
  insertTripSchema,
  updateTripSchema,
  type Trip,
  type TripWithDetails,
} from '@shared/schemas/trip';
import { requireUser } from '../auth/middleware';
import { createTrip, deleteTrip, updateTrip } from '../domain/trips/trip-mutators';
import { listTrips, tripDetails } from '../domain/trips/trip-queries';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { runMutation } from './run-mutation';

/** SPEC 7 trip endpoints, every one scoped to the signed-in owner. */
export function tripRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const user = requireUser(c);
    return c.json<TripListItem[]>(await listTrips(c.var.db, user.id));
  });

  app.get('/:id', async (c) => {
    const user = requireUser(c);
    const trip = await tripDetails(c.var.db, user.id, c.req.param('id'));
    if (!trip) throw new ApiError(404, 'Trip not found');
    return c.json<TripWithDetails>(trip);
  });

  app.post('/', async (c) => {
    const user = requireUser(c);
    const body = await parseJsonBody(c, insertTripSchema);
    const args = { ...body, id: body.id ?? randomUUID() };
    const { trip, created } = await runMutation(c, user, (w, ctx) => createTrip(w, ctx, args));
    return c.json<Trip>(trip, created ? 201 : 200);
  });

  app.patch('/:id', async (c) => {
    const user = requireUser(c);
    const patch = await parseJsonBody(c, updateTripSchema);
    const id = c.req.param('id');
    const trip = await runMutation(c, user, (w, ctx) => updateTrip(w, ctx, { id, patch }));
    return c.json<Trip>(trip);
  });

  app.delete('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    await runMutation(c, user, (w, ctx) => deleteTrip(w, ctx, { id }));
    return c.json<DeletedResponse>({ ok: true });
  });

  return app;
}
