import type { MemberRole, TripMember } from '@shared/schemas/trip-member';
import type { Statements } from '../../db/statements';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected, notFound } from '../writes/mutation-rejected';
import { activeRole, membership, requireOwner } from '../writes/trip-access';
import { toMember } from './to-entities';

/*
 * Membership changes go through REST only, never the outbox: adding someone needs the server to
 * know the username, and a device cannot show a companion it has never heard of. Each runs in a
 * write transaction like any change, so it takes a version and reaches devices on their pull.
 * Nobody is put on a trip without saying yes: by username through an invitation they accept
 * (invitations.ts), or by opening an invite link the owner gave them (invite-links.ts).
 */

async function listMembers(w: WriteTx, tripId: string): Promise<TripMember[]> {
  return (await w.sql.membersOfTrip.all(tripId)).map(toMember);
}

/**
 * A trip's members (former ones too, marked inactive) as any member may read them; undefined to
 * anyone else, for whom the trip does not exist.
 */
export async function membersFor(
  sql: Statements,
  userId: string,
  tripId: string,
): Promise<TripMember[] | undefined> {
  if (activeRole(await sql.membership.get(tripId, userId)) === undefined) return undefined;
  return (await sql.membersOfTrip.all(tripId)).map(toMember);
}

/** Puts someone on the trip who is not on it now: a new member, or a former one back. */
export async function addMember(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  const version = w.nextVersion();
  if (await membership(w, tripId, userId)) {
    await w.sql.rejoinMember.run({ tripId, userId, role, now: ctx.now, version });
  } else {
    await w.sql.insertMember.run({
      tripId,
      userId,
      role,
      status: 'active',
      joinedAt: ctx.now,
      joinedVersion: version,
      version,
    });
  }
  w.affected.trips.add(tripId);
}

/** A companion who is on the trip now; the owner's own row is not changed through these doors. */
async function requireCompanion(w: WriteTx, tripId: string, userId: string): Promise<void> {
  const target = await membership(w, tripId, userId);
  if (activeRole(target) === undefined) throw notFound('Member');
  if (target?.role === 'owner') {
    throw new MutationRejected(
      409,
      "The owner's role can't be changed; the owner stays on the trip",
    );
  }
}

export async function changeRole(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  memberId: string,
  role: MemberRole,
): Promise<TripMember[]> {
  requireOwner(await membership(w, tripId, ctx.userId));
  await requireCompanion(w, tripId, memberId);
  await w.sql.setMemberRole.run(role, w.nextVersion(), tripId, memberId);
  w.affected.trips.add(tripId);
  return listMembers(w, tripId);
}

/**
 * The owner removes a companion, or a companion leaves. Either way their devices drop the trip
 * on their next pull, and what they queued for it is refused with the reason.
 */
export async function removeMember(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  memberId: string,
): Promise<TripMember[]> {
  const leaving = memberId === ctx.userId;
  const mine = await membership(w, tripId, ctx.userId);
  if (leaving) {
    if (activeRole(mine) === undefined) throw notFound('Trip');
    if (mine?.role === 'owner') {
      throw new MutationRejected(409, 'The owner cannot leave the trip; delete it instead');
    }
  } else {
    requireOwner(mine);
    // Someone invited and not on the trip yet: removing them withdraws the invitation.
    const withdrawn = await w.sql.deleteInvitation.run(tripId, memberId);
    if (withdrawn.changes > 0 && activeRole(await membership(w, tripId, memberId)) === undefined) {
      w.affected.users.add(memberId);
      return listMembers(w, tripId);
    }
    await requireCompanion(w, tripId, memberId);
  }
  await w.sql.setMemberStatus.run(leaving ? 'left' : 'removed', w.nextVersion(), tripId, memberId);
  w.affected.trips.add(tripId);
  w.affected.users.add(memberId);
  return leaving ? [] : listMembers(w, tripId);
}
