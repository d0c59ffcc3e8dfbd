import type { Statements } from '../../db/statements';
import type { Affected } from './mutation-context';

/** An empty collector for a write transaction, read once it has committed. */
export function noneAffected(): Affected {
  return { trips: new Set(), users: new Set() };
}

/**
 * Who should pull after a committed write: everyone now on a trip it changed, and the people
 * whose access it ended (so their devices drop the trip at once). Read after the commit, so a
 * member added by the write is told and a member it removed is told through `users`.
 */
export async function recipientsOf(sql: Statements, affected: Affected): Promise<Set<string>> {
  const users = new Set(affected.users);
  for (const tripId of affected.trips) {
    for (const { userId } of await sql.activeMemberIds.all(tripId)) users.add(userId);
  }
  return users;
}
