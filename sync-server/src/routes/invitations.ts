import { Hono } from 'hono';
import type { PendingInvitation } from '@shared/schemas/trip-invitation';
import { requireUser } from '../auth/middleware';
import { acceptInvitation, declineInvitation, invitationsFor } from '../domain/trips/invitations';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { runMutation } from './run-mutation';

/** Trip ids are uuids; anything else names no invitation of anyone's. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tripIdFrom(raw: string): string {
  if (!UUID.test(raw)) throw new ApiError(404, 'This invitation is no longer open');
  return raw;
}

/**
 * /api/invitations: the signed-in traveller's own invitations by username. GET lists them (a
 * title and an inviter's name each), POST /{tripId}/accept joins the trip, DELETE /{tripId}
 * declines. Each is keyed by the signed-in user, so nobody can read or answer another's.
 */
export function invitationRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const user = requireUser(c);
    const pending = await invitationsFor(c.get('db').$statements, user.id);
    return sendJson<PendingInvitation[]>(c, pending);
  });

  app.post('/:tripId/accept', async (c) => {
    const user = requireUser(c);
    const tripId = tripIdFrom(c.req.param('tripId'));
    return c.json(await runMutation(c, user, (w, ctx) => acceptInvitation(w, ctx, tripId)));
  });

  app.delete('/:tripId', async (c) => {
    const user = requireUser(c);
    const tripId = tripIdFrom(c.req.param('tripId'));
    await runMutation(c, user, (w, ctx) => declineInvitation(w, ctx, tripId));
    return c.json({ ok: true });
  });

  return app;
}
