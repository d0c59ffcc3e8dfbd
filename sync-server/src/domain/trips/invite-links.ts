import { createHash, randomBytes } from 'node:crypto';
import type { InviteLink, InvitePreview } from '@shared/schemas/trip-invite';
import type { MemberRole } from '@shared/schemas/trip-member';
import type { Statements } from '../../db/statements';
import { addMember } from './member-mutators';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import { activeRole, membership, requireOwner } from '../writes/trip-access';

const INVALID = 'This invite link is not valid';

/** Only the digest is stored, so the database alone cannot be used to join trips. */
function digest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The owner makes a link for a role: 256 random bits that cannot be guessed. It replaces the
 * trip's previous link for that role, which stops working.
 */
export async function createInvite(
  w: WriteTx,
  ctx: MutationContext,
  tripId: string,
  role: MemberRole,
): Promise<InviteLink> {
  requireOwner(await membership(w, tripId, ctx.userId));
  const code = randomBytes(32).toString('base64url');
  await w.sql.upsertInvite.run(tripId, role, digest(code), ctx.userId, ctx.now);
  return { code, role };
}

/** What a signed-in person opening the link would join; undefined for an unknown or retired code. */
export async function previewInvite(
  sql: Statements,
  userId: string,
  code: string,
): Promise<InvitePreview | undefined> {
  const found = await sql.inviteByDigest.get(digest(code));
  if (!found) return undefined;
  return {
    tripId: found.tripId,
    title: found.title,
    ownerName: found.ownerFirstName?.trim() || found.ownerUsername,
    role: found.role as MemberRole,
    alreadyMember: activeRole(await sql.membership.get(found.tripId, userId)) !== undefined,
  };
}

/**
 * Joins the trip with the link's role. Someone already on it keeps their role (a link never
 * lowers or raises it); someone removed earlier can come back through a current link, as the
 * owner's sharing it again says they may.
 */
export async function acceptInvite(
  w: WriteTx,
  ctx: MutationContext,
  code: string,
): Promise<{ tripId: string }> {
  const found = await w.sql.inviteByDigest.get(digest(code));
  if (!found) throw new MutationRejected(404, INVALID);
  if (activeRole(await membership(w, found.tripId, ctx.userId)) === undefined) {
    await addMember(w, ctx, found.tripId, ctx.userId, found.role as MemberRole);
  }
  // An invitation by name to the same trip has been answered by joining.
  await w.sql.deleteInvitation.run(found.tripId, ctx.userId);
  return { tripId: found.tripId };
}
