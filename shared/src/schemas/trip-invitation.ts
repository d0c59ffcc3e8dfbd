import { z } from 'zod';
import { isoInstantSchema } from './common';
import { memberRoleSchema } from './trip-member';

/*
 * Invitations by username (decision 005): the owner names a traveller, who sees the invitation
 * on their trips list and joins or declines it. Nothing of the trip but its title and the
 * inviter's name reaches them before they join.
 */

/**
 * 202 from POST /api/trips/{id}/members. The same for a name nobody has as for a real
 * traveller's, so the answer cannot be used to find out who has an account: it only echoes the
 * name as typed.
 */
export const invitationSentSchema = z.object({ invited: z.string() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** One of GET /api/invitations: what the invited traveller is shown before they choose. */
export const pendingInvitationSchema = z.object({
  tripId: z.uuid(),
  /** The trip's title. */
  title: z.string(),
  /** Who invited them: their first name, else their username. */
  inviterName: z.string(),
  role: memberRoleSchema,
  invitedAt: isoInstantSchema,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const pendingInvitationsSchema = z.array(pendingInvitationSchema);

/** 200 from POST /api/invitations/{tripId}/accept: the trip to open once it has synced. */
export const acceptedInvitationSchema = z.object({ tripId: z.uuid() });
