import { Hono } from 'hono';
import type { InvitationSent } from '@shared/schemas/trip-invitation';
import { changeRoleSchema, inviteMemberSchema, type TripMember } from '@shared/schemas/trip-member';
import { requireUser } from '../auth/middleware';
import type { RateLimiter } from '../auth/rate-limit';
import { inviteByUsername } from '../domain/trips/invitations';
import { changeRole, membersFor, removeMember } from '../domain/trips/member-mutators';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { runMutation } from './run-mutation';

/** Seconds as a traveller would say the wait. */
function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * /api/trips/{id}/members: any member reads the list; the owner invites by username (an
 * invitation the person accepts, routes/invitations.ts), changes a role and removes a companion;
 * a companion removes themselves to leave. To anyone who is not on the trip every one of these
 * answers 404, like a trip that does not exist.
 *
 * `inviteLimiter` counts invitations per account, every attempt, before the body is read: each
 * one looks a name up, and the answer must not become a fast way to try names.
 */
export function tripMemberRoutes(deps: { inviteLimiter: RateLimiter }) {
  const app = new Hono<AppEnv>();

  app.get('/:id/members', async (c) => {
    const user = requireUser(c);
    const members = await membersFor(c.get('db').$statements, user.id, c.req.param('id'));
    if (!members) throw new ApiError(404, 'Trip not found');
    return sendJson<TripMember[]>(c, members);
  });

  app.post('/:id/members', async (c) => {
    const user = requireUser(c);
    const verdict = deps.inviteLimiter.hit(user.id);
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      throw new ApiError(
        429,
        `You have sent a lot of invitations in a short time. Try again in ${inWords(wait)}.`,
        { 'Retry-After': String(wait) },
      );
    }
    const { username, role } = await parseJsonBody(c, inviteMemberSchema);
    const tripId = c.req.param('id');
    const sent = await runMutation(c, user, (w, ctx) =>
      inviteByUsername(w, ctx, tripId, username, role),
    );
    return sendJson<InvitationSent>(c, sent, 202);
  });

  app.patch('/:id/members/:userId', async (c) => {
    const user = requireUser(c);
    const { role } = await parseJsonBody(c, changeRoleSchema);
    const { id, userId } = c.req.param();
    const members = await runMutation(c, user, (w, ctx) => changeRole(w, ctx, id, userId, role));
    return sendJson<TripMember[]>(c, members);
  });

  app.delete('/:id/members/:userId', async (c) => {
    const user = requireUser(c);
    const { id, userId } = c.req.param();
    const members = await runMutation(c, user, (w, ctx) => removeMember(w, ctx, id, userId));
    return sendJson<TripMember[]>(c, members);
  });

  return app;
}
