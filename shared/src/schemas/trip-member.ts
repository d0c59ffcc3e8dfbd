import { z } from 'zod';
import { usernameSchema } from './user';

/**
 * Who may do what on a trip: the owner (one per trip) edits, deletes and manages members; an
 * editor edits the plan, items and expenses; a viewer reads everything and writes nothing.
 */
export const TRIP_ROLES = ['owner', 'editor', 'viewer'] as const;
export const tripRoleSchema = z.enum(TRIP_ROLES);
export type TripRole = z.infer<typeof tripRoleSchema>;

/** The roles an owner can give a companion (ownership is not handed over). */
export const memberRoleSchema = z.enum(['editor', 'viewer']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const TRIP_ROLE_LABELS: Record<TripRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/**
 * A person's place on a trip. Rows of former members stay (`active: false`) so that what they
 * added and paid still has a name; they never see the trip again.
 */
export const tripMemberSchema = z.object({
  tripId: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  /** What the trip shows for them: their first name, else their username. */
  name: z.string(),
  role: tripRoleSchema,
  active: z.boolean(),
  /** When they joined (an ISO instant). */
  joinedAt: z.string(),
});
export type TripMember = z.infer<typeof tripMemberSchema>;

/**
 * POST /api/trips/{id}/members: the owner invites a companion by username. It makes an invitation
 * the companion accepts, never a membership (trip-invitation.ts).
 */
export const inviteMemberSchema = z.object({
  username: usernameSchema,
  role: memberRoleSchema.default('editor'),
});
export type InviteMember = z.infer<typeof inviteMemberSchema>;

/** PATCH /api/trips/{id}/members/{userId}: the owner changes a companion's role. */
export const changeRoleSchema = z.object({ role: memberRoleSchema });

/** Every members endpoint answers the trip's members as they are after the change. */
export const membersResponseSchema = z.array(tripMemberSchema);
