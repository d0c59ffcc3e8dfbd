import type { ListItem, TripList, UpdateListItem } from '../schemas/trip-list';

/*
 * The rules of lists (decision 018), checked by the device before it queues a change and by the
 * server before it applies it, each against its own store, so the device never shows a list the
 * server will undo.
 */

/** A list holds at most this many items: a packing list is tens, a checklist a few hundred. */
export const MAX_LIST_ITEMS = 1000;

/**
 * MAX_LIST_ITEMS as the messages write it. Written out rather than made with toLocaleString:
 * formatting a number at module load has the engine build its number formatter (about 10 ms)
 * while the store's code loads, before any screen needs one. A test holds the two together.
 */
export const MAX_LIST_ITEMS_TEXT = '1,000';
export const LIST_FULL_MESSAGE = `A list can hold at most ${MAX_LIST_ITEMS_TEXT} items`;
export const ASSIGNEE_NOT_MEMBER_MESSAGE = 'Items can only be assigned to people on this trip';
export const CATEGORY_NOT_PACKING_MESSAGE = 'Only items of a packing list have a category';
export const LINK_BOTH_MESSAGE = 'Link an item to a day or to an activity, not both';
export const LINKED_ITEM_NOT_ON_TRIP_MESSAGE =
  'Items can only be linked to activities of this trip';
export const dayNotOnTripMessage = (tripDays: number) =>
  tripDays === 1 ? 'This trip has only Day 1' : `Choose a day from 1 to ${tripDays}`;

/** Whether this user ever receives the list: shared ones go to the trip, personal ones to their owner. */
export function canSeeList(
  list: Pick<TripList, 'visibility' | 'ownerId'>,
  userId: string,
): boolean {
  return list.visibility === 'shared' || list.ownerId === userId;
}

/** What an item's rules read of its list and trip. */
export interface ListItemFacts {
  list: Pick<TripList, 'kind'>;
  /** The user ids of the trip's active members. */
  memberIds: ReadonlySet<string>;
  /** How many items the list holds now (for a new item), or null for an edit. */
  itemCount: number | null;
  /** The list's trip and how many days it has now (tripLengthDays). */
  tripId: string;
  tripDays: number;
  /** The trip of the activity the item would link to, or null when none is named or it is gone. */
  linkedItemTripId: string | null;
}

/** The fields of an item the rules look at, as added or as a patch sets them. */
type CheckedFields = Partial<
  Pick<ListItem, 'category' | 'assigneeId'> & {
    day: number | null;
    itineraryItemId: string | null;
  }
>;

/**
 * Why an item with these fields must be refused on this list, or null: a full list (for a new
 * item), a category on a list that is not for packing, an assignee who is not on the trip. A
 * patch is checked for what it sets: an edit that leaves an assignee who has since left the trip
 * keeps them, as the row already says.
 */
export function listItemProblem(item: CheckedFields, facts: ListItemFacts): string | null {
  if (facts.itemCount !== null && facts.itemCount >= MAX_LIST_ITEMS) return LIST_FULL_MESSAGE;
  if (item.category != null && facts.list.kind !== 'packing') return CATEGORY_NOT_PACKING_MESSAGE;
  if (item.assigneeId != null && !facts.memberIds.has(item.assigneeId))
    return ASSIGNEE_NOT_MEMBER_MESSAGE;
  return linkProblem(item, facts);
}

/**
 * A link names a day of the trip or an activity of the trip, not both. An activity carries its
 * own day (and takes the link along when it moves), so a second, possibly different, day would
 * only be a contradiction to resolve.
 */
function linkProblem(item: CheckedFields, facts: ListItemFacts): string | null {
  if (item.day != null && item.itineraryItemId != null) return LINK_BOTH_MESSAGE;
  if (item.day != null && item.day > facts.tripDays) return dayNotOnTripMessage(facts.tripDays);
  if (item.itineraryItemId != null && facts.linkedItemTripId !== facts.tripId)
    return LINKED_ITEM_NOT_ON_TRIP_MESSAGE;
  return null;
}

/** The patch's fields the rules check (an edit of a tick alone checks nothing). */
export function checkedPatchFields(patch: UpdateListItem): CheckedFields {
  const out: CheckedFields = {};
  if (patch.category !== undefined) out.category = patch.category;
  if (patch.assigneeId !== undefined) out.assigneeId = patch.assigneeId;
  if (patch.day !== undefined) out.day = patch.day;
  if (patch.itineraryItemId !== undefined) out.itineraryItemId = patch.itineraryItemId;
  return out;
}

/** How far along a list is: 3 of 12 packed. */
export function listProgress(items: readonly Pick<ListItem, 'checked'>[]): {
  done: number;
  total: number;
} {
  return { done: items.filter((i) => i.checked).length, total: items.length };
}
