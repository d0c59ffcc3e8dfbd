import { z } from 'zod';
import { memberRoleSchema } from './trip-member';

/**
 * Invite links: the owner makes a link for a role, shares it any way they like, and whoever opens
 * it while signed in can join the trip with that role. Making a new link for a role retires the
 * previous one, so a link that went too far can be withdrawn.
 */

/** POST /api/trips/{id}/invites */
export const createInviteSchema = z.object({ role: memberRoleSchema.default('editor') });

/** 201 from POST /api/trips/{id}/invites: the code is shown once; the server keeps its digest. */
export const inviteLinkSchema = z.object({ code: z.string(), role: memberRoleSchema });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** GET /api/invites/{code}: what the person opening the link is about to join. */
export const invitePreviewSchema = z.object({
  tripId: z.uuid(),
  title: z.string(),
  ownerName: z.string(),
  role: memberRoleSchema,
  /** They are on the trip already: the screen offers to open it instead. */
  alreadyMember: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** 200 from POST /api/invites/{code}/accept */
export const acceptInviteResponseSchema = z.object({ tripId: z.uuid() });

/** Codes are 32 random bytes in base64url: 43 characters. */
export const inviteCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invite link is not valid');
