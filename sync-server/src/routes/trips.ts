import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { DeletedResponse, TripListItem } from '@shared/api/trips';
import { insertTripSchema, updateTripSchema, type Trip } from '@shared/schemas/trip';
import { requireUser } from '../auth/middleware';
import { createTrip, deleteTrip, updateTrip } from '../domain/trips/trip-mutators';
import { TripAnswerCache } from '../domain/trips/trip-answer-cache';
import { listTrips } from '../domain/trips/trip-queries';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendKept } from '../http/kept-answer';
import { sendJson } from '../http/json-answer';
import { runMutation } from './run-mutation';

/**
 * SPEC 7 trip endpoints, every one scoped to the signed-in owner. Each app (one database) has
 * its own cache of trip answers, checked against the database on every request.
 */
export function tripRoutes(answers = new TripAnswerCache()) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const user = requireUser(c);
    return sendJson<TripListItem[]>(c, await listTrips(c.get('db'), user.id));
  });

  // A TripWithDetails (shared/src/api/trips.ts), kept as JSON while the trip is unchanged.
  app.get('/:id', async (c) => {
    const user = requireUser(c);
    const answer = await answers.answer(c.get('db'), user.id, c.req.param('id'));
    if (answer === undefined) throw new ApiError(404, 'Trip not found');
    // What c.json(trip) would answer, the same status, headers and bytes, or their kept gzip.
    return sendKept(c, answer, 'application/json');
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
