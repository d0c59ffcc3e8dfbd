import type { MemberRole } from '@shared/schemas/trip-member';
import type { InvitationSent, PendingInvitation } from '@shared/schemas/trip-invitation';
import type { Statements } from '../../db/statements';
import { usernameKey } from '../../auth/username-key';
import { addMember } from './member-mutators';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import { activeRole, membership, requireOwner } from '../writes/trip-access';

/*
 * Adding by username is an invitation the invited traveller accepts (decision 005, revision of
 * 2026-11-26): before, anyone could push a trip, with whatever title, into a stranger's list.
 * An invitation is not synced data: it takes no version and pull never sends it.
 */

const GONE = 'This invitation is no longer open';

/**
 * The owner invites someone by name. The answer is the same whether or not anyone has that name
 * (it echoes the name as typed), so it cannot be used to find out who has an account. Only
 * someone already on the trip gets a different one, which tells the owner nothing their member
 * list does not.
 */
export async function inviteByUsername(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  username: string,
  role: MemberRole,
): Promise<InvitationSent> {
  requireOwner(await membership(w, tripId, ctx.userId));
  const invitee = await w.sql.userIdByName.get(username, usernameKey(username), username);
  if (invitee && activeRole(await membership(w, tripId, invitee.id)) !== undefined) {
    throw new MutationRejected(409, `${username} is already on this trip`);
  }
  if (invitee) {
    await w.sql.upsertInvitation.run({
      tripId,
      userId: invitee.id,
      invitedBy: ctx.userId,
      role,
      now: ctx.now,
    });
    // Their trips list asks again for invitations when told something changed.
    w.affected.users.add(invitee.id);
  }
  return { invited: username };
}

/** The signed-in traveller's pending invitations: a title and a name each, nothing else. */
export async function invitationsFor(
  sql: Statements,
  userId: string,
): Promise<PendingInvitation[]> {
  return (await sql.invitationsFor.all(userId)).map((row) => ({
    tripId: row.tripId,
    title: row.title,
    inviterName: row.inviterFirstName?.trim() || row.inviterUsername,
    role: row.role as MemberRole,
    invitedAt: row.createdAt,
  }));
}

/**
 * Joins the trip with the invitation's role, through the same membership machinery as an
 * invite link, so the next pull brings the whole trip (joined_version).
 */
export async function acceptInvitation(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
): Promise<{ tripId: string }> {
  const invitation = await w.sql.invitationOf.get(tripId, ctx.userId);
  if (!invitation) throw new MutationRejected(404, GONE);
  await w.sql.deleteInvitation.run(tripId, ctx.userId);
  if (activeRole(await membership(w, tripId, ctx.userId)) === undefined) {
    await addMember(w, ctx, tripId, ctx.userId, invitation.role as MemberRole);
  }
  return { tripId };
}

/** The invited traveller says no: the invitation goes, and the owner is told nothing. */
export async function declineInvitation(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
): Promise<void> {
  const { changes } = await w.sql.deleteInvitation.run(tripId, ctx.userId);
  if (changes === 0) throw new MutationRejected(404, GONE);
}
