import { Hono } from 'hono';
import {
  createInviteSchema,
  inviteCodeSchema,
  type InviteLink,
  type InvitePreview,
} from '@shared/schemas/trip-invite';
import { requireUser } from '../auth/middleware';
import { acceptInvite, createInvite, previewInvite } from '../domain/trips/invite-links';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { runMutation } from './run-mutation';

const INVALID = 'This invite link is not valid';

function codeFrom(raw: string): string {
  const parsed = inviteCodeSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, INVALID);
  return parsed.data;
}

/** POST /api/trips/{id}/invites: the owner makes a link (mounted under /trips). */
export function tripInviteRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/:id/invites', async (c) => {
    const user = requireUser(c);
    const { role } = await parseJsonBody(c, createInviteSchema);
    const tripId = c.req.param('id');
    const link = await runMutation(c, user, (w, ctx) => createInvite(w, ctx, tripId, role));
    return c.json<InviteLink>(link, 201);
  });
  return app;
}

/** GET /api/invites/{code} and POST /api/invites/{code}/accept, for whoever opens the link. */
export function inviteRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:code', async (c) => {
    const user = requireUser(c);
    const preview = await previewInvite(
      c.get('db').$statements,
      user.id,
      codeFrom(c.req.param('code')),
    );
    if (!preview) throw new ApiError(404, INVALID);
    return c.json<InvitePreview>(preview);
  });
  app.post('/:code/accept', async (c) => {
    const user = requireUser(c);
    const code = codeFrom(c.req.param('code'));
    return c.json(await runMutation(c, user, (w, ctx) => acceptInvite(w, ctx, code)));
  });
  return app;
}
