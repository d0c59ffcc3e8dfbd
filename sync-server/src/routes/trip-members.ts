import { Hono } from 'hono';
import { changeRoleSchema, inviteMemberSchema, type TripMember } from '@shared/schemas/trip-member';
import { requireUser } from '../auth/middleware';
import {
  changeRole,
  inviteMember,
  membersFor,
  removeMember,
} from '../domain/trips/member-mutators';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { runMutation } from './run-mutation';

/**
 * /api/trips/{id}/members: any member reads the list; the owner invites by username, changes a
 * role and removes a companion; a companion removes themselves to leave. To anyone who is not on
 * the trip every one of these answers 404, like a trip that does not exist.
 */
export function tripMemberRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:id/members', async (c) => {
    const user = requireUser(c);
    const members = await membersFor(c.get('db').$statements, user.id, c.req.param('id'));
    if (!members) throw new ApiError(404, 'Trip not found');
    return sendJson<TripMember[]>(c, members);
  });

  app.post('/:id/members', async (c) => {
    const user = requireUser(c);
    const invite = await parseJsonBody(c, inviteMemberSchema);
    const tripId = c.req.param('id');
    const members = await runMutation(c, user, (w, ctx) => inviteMember(w, ctx, tripId, invite));
    return sendJson<TripMember[]>(c, members, 201);
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
