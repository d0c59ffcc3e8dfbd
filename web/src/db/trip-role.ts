import type { Trip } from '@shared/schemas/trip';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';

/**
 * This user's role on a trip as the device knows it. A trip created here and not yet synced has
 * no member rows: its creator is its owner. Without a row for this user the trip is read-only,
 * the safe answer (the server decides anyway).
 */
export function roleOf(
  trip: Pick<Trip, 'userId'>,
  members: readonly TripMember[],
  userId: string,
): TripRole {
  const mine = members.find((m) => m.userId === userId && m.active);
  if (mine) return mine.role;
  return trip.userId === userId ? 'owner' : 'viewer';
}

export const canEdit = (role: TripRole) => role !== 'viewer';

/** The people a trip is shared with: its active members, once there is more than one. */
export function isShared(members: readonly TripMember[]): boolean {
  return members.filter((m) => m.active).length > 1;
}
