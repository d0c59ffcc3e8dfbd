import type { TripMember } from '@shared/schemas/trip-member';
import { isShared } from '../db/trip-role';

/** How many names a line lists before it says how many more there are. */
const NAMES_SHOWN = 3;

/** 'Ada', 'Ada, Ben', 'Ada, Ben, Cy', 'Ada, Ben, Cy and 2 more': a card has room for one line. */
export function listNames(names: readonly string[], shown = NAMES_SHOWN): string {
  const listed = names.slice(0, shown).join(', ');
  return names.length > shown ? `${listed} and ${names.length - shown} more` : listed;
}

/**
 * The trips list's words for a shared trip, from its active members: who shared it with me
 * (when I am not its owner) and who else is on it. Null for a trip nobody else is on.
 */
export function sharingSummary(
  members: readonly TripMember[],
  myUserId: string,
): { sharedBy: string | null; withNames: string | null } | null {
  const active = members.filter((m) => m.active);
  if (!isShared(active)) return null;
  const owner = active.find((m) => m.role === 'owner');
  const sharedBy = owner && owner.userId !== myUserId ? owner.name : null;
  const others = active
    .filter((m) => m.userId !== myUserId && m.userId !== owner?.userId)
    .map((m) => m.name);
  // The owner, when named in 'Shared by', is not listed again after 'With'.
  const withNames = sharedBy
    ? others
    : active.filter((m) => m.userId !== myUserId).map((m) => m.name);
  return { sharedBy, withNames: withNames.length > 0 ? listNames(withNames) : null };
}

/**
 * 'Added by Ada' on a shared trip's row; 'Added by you' for this user (a row added on this
 * device carries this user's id until the server's copy arrives). `members` includes former
 * members, so what someone added keeps their name after they left. Null on a trip nobody else
 * has ever been on, and for somebody the device has no member row for.
 */
export function addedBy(
  createdBy: string | null,
  members: readonly TripMember[],
  myUserId: string,
): string | null {
  if (members.length < 2 || !createdBy) return null;
  if (createdBy === myUserId) return 'Added by you';
  const member = members.find((m) => m.userId === createdBy);
  return member ? `Added by ${member.name}` : null;
}
