import type { TripRole } from '@shared/schemas/trip-member';
import type { TombstoneTable } from '@shared/sync/messages';
import type { Membership, WithAccess } from '../../db/statements';
import type { WriteTx } from './mutation-context';
import {
  accessRemoved,
  alreadyDeleted,
  MutationRejected,
  notFound,
  ownerOnly,
  tripGone,
  viewerRefused,
  type EntityLabel,
} from './mutation-rejected';

/*
 * Who may do what is read in the same query as the id (a membership row keyed by trip and user,
 * or a row joined to the asking user's membership of its trip), and checked before existence
 * matters: to someone who is not on a trip its rows answer exactly like missing ones, so ids
 * cannot be probed. Former members learn why their queued change failed, as the trip's
 * members do when it was deleted; nobody else learns anything.
 */

/** The user's active role, or undefined when they cannot see the trip. */
export function activeRole(m: Membership | undefined): TripRole | undefined {
  return m?.status === 'active' ? (m.role as TripRole) : undefined;
}

/** Why a change to a trip the user cannot see is refused. */
function refusalFor(m: Membership | undefined, entity: EntityLabel): MutationRejected {
  if (m?.status === 'deleted') return tripGone();
  if (m?.status === 'removed' || m?.status === 'left') return accessRemoved();
  return entity === 'Trip' ? tripGone() : notFound(entity);
}

/** An owner or editor of the trip may change it; anyone else is refused with the reason. */
export function requireEditor(m: Membership | undefined, entity: EntityLabel = 'Trip'): void {
  const role = activeRole(m);
  if (role === undefined) throw refusalFor(m, entity);
  if (role === 'viewer') throw viewerRefused();
}

export function requireOwner(m: Membership | undefined): void {
  const role = activeRole(m);
  if (role === undefined) throw refusalFor(m, 'Trip');
  if (role !== 'owner') throw role === 'viewer' ? viewerRefused() : ownerOnly();
}

export function membership(
  w: WriteTx,
  tripId: string,
  userId: string,
): Promise<Membership | undefined> {
  return w.sql.membership.get(tripId, userId);
}

/** The parent of a new child row: the user must be able to edit it, or nothing is written. */
export async function requireEditableTrip(
  w: WriteTx,
  userId: string,
  tripId: string,
): Promise<void> {
  requireEditor(await membership(w, tripId, userId));
}

/**
 * What a create with a device-generated id finds under that id: nothing (undefined, go ahead), a
 * row of a trip the user is on (a replay: answered, not written again), or anyone else's row
 * (refused as not found).
 */
export function replayedRow<Row>(
  found: (Row & Membership) | undefined,
  entity: EntityLabel,
): Row | undefined {
  if (found === undefined) return undefined;
  if (activeRole(found) === undefined) throw refusalFor(found, entity);
  return found;
}

/**
 * A create whose id was deleted: answering or recreating it would resurrect it, for everyone on
 * its trip. Refused as deleted to those who were on that trip, as not found to anyone else.
 */
export async function refuseIfDeleted(
  w: WriteTx,
  userId: string,
  table: TombstoneTable,
  rowId: string,
  entity: EntityLabel,
): Promise<void> {
  const gone = await w.sql.tombstoneWithAccess.get(userId, table, rowId);
  if (gone) throw gone.status === null ? notFound(entity) : alreadyDeleted(entity);
}

/**
 * A delete that finds no row: was it deleted from a trip this user is or was on?
 * Answers the membership found with the tombstone, or undefined for a row nobody of theirs knew.
 */
async function tombstoneAccess(
  w: WriteTx,
  userId: string,
  table: TombstoneTable,
  rowId: string,
): Promise<{ membership: Membership } | undefined> {
  const found = await w.sql.tombstoneWithAccess.get(userId, table, rowId);
  if (!found || found.status === null) return undefined;
  return { membership: { role: found.role, status: found.status } };
}

/**
 * Deleting a row that is already gone: a success that changes nothing for someone who is on its
 * trip or whose trip was deleted (a delete wins anyway); refused with the reason for a former
 * member, and as not found for everyone else.
 */
export async function repeatedDelete(
  w: WriteTx,
  userId: string,
  table: TombstoneTable,
  rowId: string,
  entity: EntityLabel,
): Promise<{ deleted: false }> {
  const gone = await tombstoneAccess(w, userId, table, rowId);
  if (!gone) throw notFound(entity);
  const { status, role } = gone.membership;
  if (status === 'deleted') return { deleted: false };
  if (status !== 'active') throw accessRemoved();
  if (role === 'viewer') throw viewerRefused();
  return { deleted: false };
}

/**
 * The row an edit targets, found with the user's membership of its trip (one query, like the
 * deletes): the user must be able to edit that trip. A row that is gone is refused: as not found
 * to anyone who was never on its trip, for the trip's reason when the trip went or the user lost
 * it, and otherwise with `deletedReason` (the row was deleted on some device: a delete wins over
 * an edit, as for trips).
 */
export async function requireEditableRow<Row>(
  w: WriteTx,
  userId: string,
  found: WithAccess<Row> | undefined,
  table: Exclude<TombstoneTable, 'trips'>,
  rowId: string,
  entity: EntityLabel,
  deletedReason: string,
): Promise<Row> {
  if (found) {
    requireEditor(found, entity);
    return found;
  }
  const gone = await tombstoneAccess(w, userId, table, rowId);
  if (!gone) throw notFound(entity);
  requireEditor(gone.membership, entity);
  throw new MutationRejected(404, `${entity} not found`, deletedReason);
}

export async function requireDestination(w: WriteTx, id: string): Promise<void> {
  if (!(await w.sql.destinationExists.get(id)))
    throw new MutationRejected(400, 'Destination not found');
}
