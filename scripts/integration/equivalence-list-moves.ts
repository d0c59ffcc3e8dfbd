import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { Mutation } from '@shared/sync/mutations';
import { templateItemsOf } from '@shared/sync/template-rows';
import type { AppDb } from '../../web/src/db/app-db';
import { seededUuid } from './convergence-model';
import { chance, pick, type Random } from './equivalence-random';
import type { DrawnTrip } from './equivalence-trip-moves';

/*
 * The equivalence test's sources for lists and what hangs off them (decisions 018 and 021): list
 * and item changes (`lists`), an item's link to a day or an activity (`links`), day notes
 * (`notes`), templates (`templates`), and changes to the lists of a trip deleted meanwhile
 * (`gone`). Each draws apart from the main source, so the sequences the seeds make of every other
 * change stay as they were when it was added.
 */

export interface ListSources {
  lists: Random;
  links: Random;
  notes: Random;
  templates: Random;
  gone: Random;
}

/**
 * Now and then a list or item change, a day note and a template change, drawn on what the device
 * holds before the step (the main change may delete the trip first: both sides refuse then).
 */
export async function drawListChanges(
  db: AppDb,
  sources: ListSources,
  { trip, items }: DrawnTrip,
): Promise<Array<Mutation | undefined>> {
  const { lists, links, notes, templates } = sources;
  const tripId = trip.id;
  // Any list or item on the device: a trip's own come and go with the trip.
  const list = pick(lists, await db.lists.toArray());
  const listItem = pick(lists, await db.listItems.toArray());
  // The activities a link may name: mostly the list's own trip's, now and then the drawn trip's
  // (another trip's, which both sides refuse).
  const activitiesOf = async (tripOfList: string | undefined) =>
    chance(links, 0.15) || !tripOfList
      ? items
      : await db.itineraryItems.where('tripId').equals(tripOfList).toArray();
  const listActivities = await activitiesOf(list?.tripId);
  const itemActivities = await activitiesOf(listItem?.tripId);
  // Lists and their items, drawn apart from `random` (as arrivals are), so the sequences the
  // seeds make of every other change stay as they were. A category off a packing list and an
  // assignee who is not on the trip are refused on both sides.
  const listId = seededUuid(lists);
  const listMoves: Array<() => Mutation | undefined> = [
    () => ({
      name: 'addList',
      args: {
        id: listId,
        tripId,
        kind: pick(lists, ['packing', 'todo', 'checklist'] as const) ?? 'packing',
        title: `List ${listId.slice(0, 4)}`,
        visibility: chance(lists, 0.5) ? 'personal' : 'shared',
      },
    }),
    () =>
      list && {
        name: 'updateList',
        args: { id: list.id, patch: { title: `Renamed ${listId.slice(0, 4)}` }, label: list.title },
      },
    () => (list && chance(lists, 0.6) ? { name: 'deleteList', args: { id: list.id } } : undefined),
    () =>
      list && {
        name: 'addListItem',
        args: {
          id: listId,
          listId: list.id,
          text: `Thing ${listId.slice(0, 4)}`,
          ...(chance(lists, 0.5) ? { quantity: 1 + Math.floor(lists() * 9) } : {}),
          ...(chance(lists, 0.4) ? { category: 'clothes' as const } : {}),
          ...(chance(lists, 0.3) ? { dueDate: '2026-05-02' } : {}),
          ...(chance(lists, 0.3)
            ? { assigneeId: chance(lists, 0.7) ? db.userId : seededUuid(lists) }
            : {}),
          ...(chance(links, 0.5) ? someLink(links, listActivities) : {}),
        },
      },
    () =>
      listItem && {
        name: 'updateListItem',
        args: {
          id: listItem.id,
          // A link now and then, drawn from its own source after the list's own draw.
          patch: withSomeLink(
            links,
            itemActivities,
            pick(lists, [
              { checked: !listItem.checked },
              { checked: !listItem.checked },
              { text: `Edited ${listId.slice(0, 4)}` },
              { quantity: null, dueDate: null },
              { assigneeId: chance(lists, 0.5) ? null : db.userId },
              // A move: a new fractional position, the one row written.
              { position: Math.round(lists() * 1000) / 100 },
            ]) ?? {},
          ),
          label: listItem.text,
        },
      },
    () => listItem && { name: 'deleteListItem', args: { id: listItem.id } },
  ];
  // Now and then a list move too, after the main one: the main sequence stays as it was.
  const extra = chance(lists, 0.35) ? (pick(lists, listMoves) ?? listMoves[0]!)() : undefined;
  // And now and then a day note, from its own source too: a blank one removes the day's note.
  const note: Mutation | undefined = chance(notes, 0.2)
    ? {
        name: 'setDayNote',
        args: {
          tripId,
          day: 1 + Math.floor(notes() * 3),
          text: chance(notes, 0.25) ? '  ' : `  Note ${Math.floor(notes() * 100)} `,
        },
      }
    : undefined;
  // And a template move, from a source of its own again.
  const kept = chance(templates, 0.15) ? await randomTemplateMove(db, templates) : undefined;
  return [extra, note, kept];
}

/**
 * Saves one of the device's lists as a template (its items as they are), now and then with a
 * category on a list not for packing, which both sides refuse, or deletes a template.
 */
async function randomTemplateMove(db: AppDb, random: Random): Promise<Mutation | undefined> {
  const template = pick(random, await db.listTemplates.orderBy('id').toArray());
  if (template && chance(random, 0.35)) {
    return { name: 'deleteListTemplate', args: { id: template.id } };
  }
  const list = pick(random, await db.lists.orderBy('id').toArray());
  const items = list ? await db.listItems.where('listId').equals(list.id).sortBy('position') : [];
  const kind = list?.kind ?? pick(random, ['packing', 'todo', 'checklist'] as const) ?? 'todo';
  const id = seededUuid(random);
  return {
    name: 'saveListTemplate',
    args: {
      id,
      name: `Template ${id.slice(0, 4)}`,
      kind,
      items: [
        ...templateItemsOf({ kind }, items),
        ...(chance(random, 0.2) ? [{ text: 'Odd one', category: 'other' as const }] : []),
      ],
    },
  };
}

/**
 * A list item's link: an activity of the drawn trip (another trip's when the list is elsewhere,
 * which both sides refuse), a day (past a short trip's last one: refused on both sides) or none.
 */
function someLink(
  random: () => number,
  activities: readonly ItineraryItem[],
): { day: number | null } | { itineraryItemId: string } {
  const activity = pick(random, activities);
  if (activity && chance(random, 0.8)) return { itineraryItemId: activity.id };
  return { day: chance(random, 0.8) ? 1 + Math.floor(random() * 8) : null };
}

function withSomeLink<P>(
  random: () => number,
  activities: readonly ItineraryItem[],
  patch: P,
): P | ReturnType<typeof someLink> {
  return chance(random, 0.4) ? someLink(random, activities) : patch;
}

/**
 * The lists and items the device has held at any step, kept after they go, so a later step can
 * change one whose trip was deleted meanwhile: as a screen still open on it, or a second tab,
 * would. The device refuses it (the list is gone), as the server does (the trip was deleted).
 */
export class RememberedLists {
  private readonly lists = new Map<string, TripList>();
  private readonly items = new Map<string, ListItem>();

  async remember(db: AppDb): Promise<void> {
    for (const list of await db.lists.toArray()) this.lists.set(list.id, list);
    for (const item of await db.listItems.toArray()) this.items.set(item.id, item);
  }

  /** Those whose trip the device no longer holds, in the order they were first seen. */
  async ofDeletedTrips(db: AppDb): Promise<{ lists: TripList[]; items: ListItem[] }> {
    const gone = async <R extends { tripId: string }>(rows: Iterable<R>) => {
      const out: R[] = [];
      for (const row of rows) if (!(await db.trips.get(row.tripId))) out.push(row);
      return out;
    };
    return { lists: await gone(this.lists.values()), items: await gone(this.items.values()) };
  }
}

/**
 * Now and then a change to a list (or its trip's day notes) of a trip the device no longer
 * holds: a rename weighs most, as it is the change the equivalence once saw accepted on the
 * device and refused by the server.
 */
export async function drawDeletedTripChange(
  db: AppDb,
  random: Random,
  remembered: RememberedLists,
): Promise<Mutation | undefined> {
  if (!chance(random, 0.3)) return undefined;
  const { lists, items } = await remembered.ofDeletedTrips(db);
  const list = pick(random, lists);
  const item = pick(random, items);
  const id = seededUuid(random);
  const moves: Array<() => Mutation | undefined> = [
    () =>
      list && {
        name: 'updateList',
        args: { id: list.id, patch: { title: `Renamed ${id.slice(0, 4)}` }, label: list.title },
      },
    () =>
      list && {
        name: 'updateList',
        args: { id: list.id, patch: { position: Math.floor(random() * 5) }, label: list.title },
      },
    () => list && { name: 'deleteList', args: { id: list.id } },
    () =>
      list && {
        name: 'addListItem',
        args: { id, listId: list.id, text: `Late ${id.slice(0, 4)}` },
      },
    // A list started from a template on that trip: its list is the first change refused.
    () =>
      list && {
        name: 'addList',
        args: {
          id,
          tripId: list.tripId,
          kind: list.kind,
          title: 'From a template',
          visibility: 'shared',
        },
      },
    () =>
      item && {
        name: 'updateListItem',
        args: { id: item.id, patch: { checked: !item.checked }, label: item.text },
      },
    () => item && { name: 'deleteListItem', args: { id: item.id } },
    () =>
      list && {
        name: 'setDayNote',
        args: { tripId: list.tripId, day: 1 + Math.floor(random() * 3), text: 'Too late' },
      },
  ];
  return (pick(random, moves) ?? moves[0]!)();
}
