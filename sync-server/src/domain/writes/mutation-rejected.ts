import {
  ACCESS_REMOVED_REASON,
  OWNER_ONLY_REASON,
  TRIP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';

/**
 * A change that can never apply as asked. REST answers `status` with `message`; sync push records
 * it as rejected with `reason` and moves on, so it never blocks the device's queue.
 */
export class MutationRejected extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413,
    message: string,
    readonly reason: string = message,
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}

export type EntityLabel =
  | 'Trip'
  | 'Expense'
  | 'Itinerary item'
  | 'Member'
  | 'Document'
  | 'Stop'
  | 'List'
  | 'List item'
  | 'List template';

/** Missing and someone else's answer alike, so ids cannot be probed. */
export function notFound(entity: EntityLabel): MutationRejected {
  return new MutationRejected(404, `${entity} not found`);
}

/**
 * The trip a change targets is not (or no longer) there for the user: a REST caller sees the
 * plain 404, a syncing device learns why its queued change could not apply.
 */
export function tripGone(): MutationRejected {
  return new MutationRejected(404, 'Trip not found', TRIP_DELETED_REASON);
}

/** A former member's queued change: to REST a 404 like any trip they cannot see. */
export function accessRemoved(): MutationRejected {
  return new MutationRejected(404, 'Trip not found', ACCESS_REMOVED_REASON);
}

export function viewerRefused(): MutationRejected {
  return new MutationRejected(403, "Viewers can't change this trip", VIEWER_REASON);
}

export function ownerOnly(): MutationRejected {
  return new MutationRejected(403, "Only the trip's owner can do that", OWNER_ONLY_REASON);
}

/** A create replayed after the row was deleted: answering the old row would resurrect it. */
export function alreadyDeleted(entity: EntityLabel): MutationRejected {
  const message = `${entity} was deleted`;
  return new MutationRejected(409, entity === 'Trip' ? TRIP_DELETED_REASON : message);
}
