import type { TripRole } from '@shared/schemas/trip-member';
import {
  ACTIVITY_DELETED_REASON,
  EXPENSE_DELETED_REASON,
  ACCESS_REMOVED_REASON,
  LIST_DELETED_REASON,
  LIST_ITEM_DELETED_REASON,
  OWNER_ONLY_REASON,
  STOP_DELETED_REASON,
  TRIP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';

/*
 * Who may do what in the sharing model (sharing-model.ts), and the words a refusal carries: the
 * trip roles of decision 005, as the server's trip-access.ts decides them.
 */

export type MemberStatus = 'active' | 'removed' | 'left' | 'deleted';

export interface ModelMember {
  tripId: string;
  userId: string;
  role: TripRole;
  status: MemberStatus;
}

export type Table = 'trips' | 'itineraryItems' | 'expenses' | 'stops' | 'lists' | 'listItems';
export type ChildTable = Exclude<Table, 'trips'>;
export type Entity = 'Trip' | 'Expense' | 'Itinerary item' | 'Stop' | 'List' | 'List item';

/** A refusal: the reason a device is told, and the status REST answers. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function refusalFor(m: ModelMember | undefined, entity: Entity): Refused {
  if (m?.status === 'deleted') return new Refused(404, TRIP_DELETED_REASON);
  if (m?.status === 'removed' || m?.status === 'left') {
    return new Refused(404, ACCESS_REMOVED_REASON);
  }
  return new Refused(404, entity === 'Trip' ? TRIP_DELETED_REASON : `${entity} not found`);
}

export function requireEditor(m: ModelMember | undefined, entity: Entity = 'Trip'): void {
  if (m?.status !== 'active') throw refusalFor(m, entity);
  if (m.role === 'viewer') throw new Refused(403, VIEWER_REASON);
}

export function requireOwner(m: ModelMember | undefined): void {
  if (m?.status !== 'active') throw refusalFor(m, 'Trip');
  if (m.role === 'viewer') throw new Refused(403, VIEWER_REASON);
  if (m.role !== 'owner') throw new Refused(403, OWNER_ONLY_REASON);
}

const ENTITIES: Record<Table, Entity> = {
  trips: 'Trip',
  expenses: 'Expense',
  itineraryItems: 'Itinerary item',
  stops: 'Stop',
  lists: 'List',
  listItems: 'List item',
};

export function entityOf(table: Table): Entity {
  return ENTITIES[table];
}

/** Why an edit of a deleted row is refused, to its trip's editors. */
export const DELETED_REASONS: Record<ChildTable, string> = {
  expenses: EXPENSE_DELETED_REASON,
  itineraryItems: ACTIVITY_DELETED_REASON,
  stops: STOP_DELETED_REASON,
  lists: LIST_DELETED_REASON,
  listItems: LIST_ITEM_DELETED_REASON,
};
