import { describe, expect, it } from 'vitest';
import { insertListItemSchema, updateListItemSchema } from '../schemas/trip-list';
import {
  ASSIGNEE_NOT_MEMBER_MESSAGE,
  canSeeList,
  CATEGORY_NOT_PACKING_MESSAGE,
  checkedPatchFields,
  dayNotOnTripMessage,
  LINK_BOTH_MESSAGE,
  LINKED_ITEM_NOT_ON_TRIP_MESSAGE,
  LIST_FULL_MESSAGE,
  listItemProblem,
  MAX_LIST_ITEMS,
  MAX_LIST_ITEMS_TEXT,
} from './list-rules';
import { normaliseListItemPatch } from './mutation-rows';

const ana = crypto.randomUUID();
const ben = crypto.randomUUID();
const members = new Set([ana, ben]);
const packing = { kind: 'packing' as const };
const tripId = crypto.randomUUID();
const onTrip = { tripId, tripDays: 4, linkedItemTripId: null };

describe('canSeeList', () => {
  it('shows a shared list to everyone and a personal one to its owner alone', () => {
    expect(canSeeList({ visibility: 'shared', ownerId: ana }, ben)).toBe(true);
    expect(canSeeList({ visibility: 'personal', ownerId: ana }, ana)).toBe(true);
    expect(canSeeList({ visibility: 'personal', ownerId: ana }, ben)).toBe(false);
  });
});

describe('listItemProblem', () => {
  it('refuses a new item on a full list, and only a new one', () => {
    const full = { list: packing, memberIds: members, itemCount: MAX_LIST_ITEMS, ...onTrip };
    expect(listItemProblem({}, full)).toBe(LIST_FULL_MESSAGE);
    expect(LIST_FULL_MESSAGE).toBe('A list can hold at most 1,000 items');
    expect(listItemProblem({}, { ...full, itemCount: MAX_LIST_ITEMS - 1 })).toBeNull();
    expect(listItemProblem({}, { ...full, itemCount: null })).toBeNull();
  });

  it('writes the limit as toLocaleString would', () => {
    expect(MAX_LIST_ITEMS_TEXT).toBe(MAX_LIST_ITEMS.toLocaleString('en-US'));
  });

  it('keeps categories to packing lists and assignees to the trip’s members', () => {
    const facts = { list: packing, memberIds: members, itemCount: 0, ...onTrip };
    expect(listItemProblem({ category: 'clothes', assigneeId: ben }, facts)).toBeNull();
    expect(listItemProblem({ category: 'clothes' }, { ...facts, list: { kind: 'todo' } })).toBe(
      CATEGORY_NOT_PACKING_MESSAGE,
    );
    expect(listItemProblem({ assigneeId: crypto.randomUUID() }, facts)).toBe(
      ASSIGNEE_NOT_MEMBER_MESSAGE,
    );
    // Clearing is always allowed.
    expect(
      listItemProblem({ category: null, assigneeId: null }, { ...facts, memberIds: new Set() }),
    ).toBeNull();
  });

  it('links an item to a day of the trip or an activity of the trip, never both', () => {
    const facts = { list: packing, memberIds: members, itemCount: 0, ...onTrip };
    const activity = crypto.randomUUID();
    expect(listItemProblem({ day: 2 }, facts)).toBeNull();
    expect(listItemProblem({ day: 4 }, facts)).toBeNull();
    expect(listItemProblem({ day: 5 }, facts)).toBe('Choose a day from 1 to 4');
    expect(dayNotOnTripMessage(1)).toBe('This trip has only Day 1');
    const linked = { ...facts, linkedItemTripId: tripId };
    expect(listItemProblem({ itineraryItemId: activity }, linked)).toBeNull();
    expect(listItemProblem({ day: 2, itineraryItemId: activity }, linked)).toBe(LINK_BOTH_MESSAGE);
    // An activity of another trip, or one that is gone, is refused alike.
    expect(
      listItemProblem(
        { itineraryItemId: activity },
        { ...facts, linkedItemTripId: crypto.randomUUID() },
      ),
    ).toBe(LINKED_ITEM_NOT_ON_TRIP_MESSAGE);
    expect(listItemProblem({ itineraryItemId: activity }, facts)).toBe(
      LINKED_ITEM_NOT_ON_TRIP_MESSAGE,
    );
    // Clearing the link is always allowed.
    expect(listItemProblem({ day: null, itineraryItemId: null }, facts)).toBeNull();
  });

  it('checks only what a patch sets: a tick alone checks nothing', () => {
    expect(checkedPatchFields({ checked: true })).toEqual({});
    expect(checkedPatchFields({ text: 'Hat', assigneeId: null })).toEqual({ assigneeId: null });
    expect(checkedPatchFields({ day: 3 })).toEqual({ day: 3 });
  });
});

describe('list item schemas', () => {
  const listId = crypto.randomUUID();
  it('refuse bad input with words a traveller can read', () => {
    const problem = (value: unknown) =>
      insertListItemSchema.safeParse(value).error?.issues[0]?.message;
    expect(problem({ listId, text: 'x'.repeat(100_000) })).toBe(
      'An item can be at most 500 characters',
    );
    expect(problem({ listId, text: '  ' })).toBe('Write what the item is');
    expect(problem({ listId, text: 'Tickets', dueDate: '2027-02-31' })).toBe(
      'Use a real date like 2026-05-31',
    );
    expect(problem({ listId, text: 'Socks', quantity: 0 })).toBe('Quantity must be at least 1');
    expect(problem({ listId, text: 'Socks', quantity: 1.5 })).toBe(
      'Quantity must be a whole number',
    );
    expect(problem({ listId, text: 'Socks', category: 'food' })).toBe('Unknown packing category');
    expect(problem({ listId, text: 'Tickets', day: 0 })).toBe('Choose a day of the trip');
    expect(problem({ listId, text: 'Tickets', day: 1.5 })).toBe('Choose a day of the trip');
    expect(problem({ listId, text: 'Tickets', itineraryItemId: 'museum' })).toBe(
      'Unknown activity',
    );
    expect(
      insertListItemSchema.safeParse({ listId, text: 'Leap', dueDate: '2028-02-29' }).success,
    ).toBe(true);
  });

  it('take a patch of only the fields changed, null clearing one', () => {
    expect(updateListItemSchema.parse({ checked: true })).toEqual({ checked: true });
    expect(updateListItemSchema.parse({ quantity: null })).toEqual({ quantity: null });
    expect(updateListItemSchema.safeParse({}).success).toBe(false);
  });
});

describe('an item patch’s link', () => {
  it('travels as one group: naming a day clears the activity and the other way round', () => {
    const activity = crypto.randomUUID();
    expect(normaliseListItemPatch({ day: 2 })).toEqual({ day: 2, itineraryItemId: null });
    expect(normaliseListItemPatch({ itineraryItemId: activity })).toEqual({
      day: null,
      itineraryItemId: activity,
    });
    expect(normaliseListItemPatch({ checked: true })).toEqual({ checked: true });
  });
});
