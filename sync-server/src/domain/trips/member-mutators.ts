import type { InviteMember, MemberRole, TripMember } from '@shared/schemas/trip-member';
import type { Statements } from '../../db/statements';
import type { MutationContext, WriteTx } from './mutation-context';
import { MutationRejected, notFound } from './mutation-rejected';
import { activeRole, membership, requireOwner } from './trip-access';
import { toMember } from './to-entities';

/*
 * Membership changes go through REST only, never the outbox: adding someone needs the server to
 * know the username, and a device cannot show a companion it has never heard of. Each runs in a
 * write transaction like any change, so it takes a version and reaches devices on their pull.
 */

function listMembers(w: WriteTx, tripId: string): TripMember[] {
  return w.sql.membersOfTrip.all(tripId).map(toMember);
}

/**
 * A trip's members (former ones too, marked inactive) as any member may read them; undefined to
 * anyone else, for whom the trip does not exist.
 */
export function membersFor(
  sql: Statements,
  userId: string,
  tripId: string,
): TripMember[] | undefined {
  if (activeRole(sql.membership.get(tripId, userId)) === undefined) return undefined;
  return sql.membersOfTrip.all(tripId).map(toMember);
}

/**
 * The owner adds a companion by username. A former member comes back with the new role, and
 * their next pull brings the whole trip again (joined_version).
 */
export function inviteMember(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  invite: InviteMember,
): TripMember[] {
  requireOwner(membership(w, tripId, ctx.userId));
  const invitee = w.sql.userByUsername.get(invite.username);
  if (!invitee) throw new MutationRejected(404, `No traveller is called ${invite.username}`);
  if (activeRole(membership(w, tripId, invitee.id)) !== undefined) {
    throw new MutationRejected(409, `${invite.username} is already on this trip`);
  }
  addMember(w, ctx, tripId, invitee.id, invite.role);
  return listMembers(w, tripId);
}

/** Puts someone on the trip who is not on it now: a new member, or a former one back. */
export function addMember(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  userId: string,
  role: MemberRole,
): void {
  const version = w.nextVersion();
  if (membership(w, tripId, userId)) {
    w.sql.rejoinMember.run({ tripId, userId, role, now: ctx.now, version });
  } else {
    w.sql.insertMember.run({
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
function requireCompanion(w: WriteTx, tripId: string, userId: string): void {
  const target = membership(w, tripId, userId);
  if (activeRole(target) === undefined) throw notFound('Member');
  if (target?.role === 'owner') {
    throw new MutationRejected(
      409,
      "The owner's role can't be changed; the owner stays on the trip",
    );
  }
}

export function changeRole(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  memberId: string,
  role: MemberRole,
): TripMember[] {
  requireOwner(membership(w, tripId, ctx.userId));
  requireCompanion(w, tripId, memberId);
  w.sql.setMemberRole.run(role, w.nextVersion(), tripId, memberId);
  w.affected.trips.add(tripId);
  return listMembers(w, tripId);
}

/**
 * The owner removes a companion, or a companion leaves. Either way their devices drop the trip
 * on their next pull, and what they queued for it is refused with the reason.
 */
export function removeMember(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  memberId: string,
): TripMember[] {
  const leaving = memberId === ctx.userId;
  const mine = membership(w, tripId, ctx.userId);
  if (leaving) {
    if (activeRole(mine) === undefined) throw notFound('Trip');
    if (mine?.role === 'owner') {
      throw new MutationRejected(409, 'The owner cannot leave the trip; delete it instead');
    }
  } else {
    requireOwner(mine);
    requireCompanion(w, tripId, memberId);
  }
  w.sql.setMemberStatus.run(leaving ? 'left' : 'removed', w.nextVersion(), tripId, memberId);
  w.affected.trips.add(tripId);
  w.affected.users.add(memberId);
  return leaving ? [] : listMembers(w, tripId);
}
