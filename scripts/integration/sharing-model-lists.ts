import { tripLengthDays } from '@shared/domain/trip-length';
import type { Trip } from '@shared/schemas/trip';
import { canSeeList, checkedPatchFields, listItemProblem } from '@shared/sync/list-rules';
import {
  buildListItem,
  buildTripList,
  normaliseListItemPatch,
  normaliseListPatch,
} from '@shared/sync/mutation-rows';
import type { Mutation, MutationArgs } from '@shared/sync/mutations';
import type { Tx } from '../../sync-server/src/db/connection';
import {
  LIST_COLUMNS,
  LIST_ITEM_COLUMNS,
  type ListItemRow,
  type TripListRow,
} from '../../sync-server/src/db/list-statements';
import { toListItem, toTripList } from '../../sync-server/src/domain/trips/list-entities';
import type { SyncedState } from './harness';
import {
  Refused,
  requireEditor,
  type ChildTable,
  type Entity,
  type ModelMember,
  type Table,
} from './sharing-model-access';

/*
 * Lists and their items in the sharing model (decision 018): decided as the server's
 * list-mutators.ts decides them, personal lists included (another member's is not there for
 * them, and its tombstones are its owner's alone).
 */

export type ModelList = Omit<SyncedState['lists'][number], 'createdAt'>;
export type ModelListItem = Omit<SyncedState['listItems'][number], 'createdAt'>;

export type ListMutation = Extract<
  Mutation,
  {
    name:
      'addList' | 'updateList' | 'deleteList' | 'addListItem' | 'updateListItem' | 'deleteListItem';
  }
>;

/** What the lists read and write of the rest of the model: trips, members and tombstones. */
export interface ListsContext {
  member(tripId: string, userId: string): ModelMember | undefined;
  trip(tripId: string): Pick<Trip, 'startDate' | 'endDate'> | undefined;
  /** The trip of an activity, or undefined when there is no such activity. */
  tripOfActivity(id: string): string | undefined;
  activeMemberIds(tripId: string): Set<string>;
  editableChild<Row extends { tripId: string }>(
    userId: string,
    table: ChildTable,
    id: string,
    found: Row | undefined,
  ): Row;
  replayed(userId: string, row: { tripId: string } | undefined, entity: Entity): boolean;
  refuseIfDeleted(userId: string, table: Table, id: string): void;
  repeatedDelete(userId: string, table: Table, id: string): void;
  bury(table: Table, id: string, tripId: string, onlyFor: string | null): void;
}

export class ListsModel {
  private readonly lists = new Map<string, ModelList>();
  private readonly listItems = new Map<string, ModelListItem>();

  constructor(private readonly model: ListsContext) {}

  // Every case checks everything before it writes anything, as a mutation rolled back to its
  // savepoint leaves nothing behind.
  mutate(userId: string, m: ListMutation): void {
    switch (m.name) {
      case 'addList':
        return this.addList(userId, m.args);
      case 'updateList': {
        const row = this.model.editableChild(
          userId,
          'lists',
          m.args.id,
          this.seenList(m.args.id, userId),
        );
        Object.assign(row, normaliseListPatch(m.args.patch));
        return;
      }
      case 'deleteList': {
        const found = this.seenList(m.args.id, userId);
        if (!found) return this.model.repeatedDelete(userId, 'lists', m.args.id);
        requireEditor(this.model.member(found.tripId, userId), 'List');
        const onlyFor = this.onlyFor(found.id);
        for (const [id, item] of this.listItems) {
          if (item.listId !== found.id) continue;
          this.listItems.delete(id);
          this.model.bury('listItems', id, item.tripId, onlyFor);
        }
        this.lists.delete(found.id);
        this.model.bury('lists', found.id, found.tripId, onlyFor);
        return;
      }
      case 'addListItem':
        return this.addListItem(userId, m.args);
      case 'updateListItem': {
        const seen = this.seenItem(m.args.id, userId);
        const row = this.model.editableChild(userId, 'listItems', m.args.id, seen);
        const fields = checkedPatchFields(m.args.patch);
        if (Object.keys(fields).length > 0) {
          const list = this.lists.get(row.listId);
          if (!list) throw new Error(`Model: item ${row.id} without its list`);
          const facts = this.itemFacts(list, false, m.args.patch.itineraryItemId);
          const problem = listItemProblem(fields, facts);
          if (problem) throw new Refused(400, problem);
        }
        Object.assign(row, normaliseListItemPatch(m.args.patch));
        return;
      }
      case 'deleteListItem': {
        const found = this.seenItem(m.args.id, userId);
        if (!found) return this.model.repeatedDelete(userId, 'listItems', m.args.id);
        requireEditor(this.model.member(found.tripId, userId), 'List item');
        this.listItems.delete(found.id);
        this.model.bury('listItems', found.id, found.tripId, this.onlyFor(found.listId));
        return;
      }
    }
  }

  /** The delete cascade's detach: items linked to a deleted activity stay, linked to nothing. */
  detachLinksTo(itineraryItemId: string): void {
    for (const item of this.listItems.values())
      if (item.itineraryItemId === itineraryItemId) item.itineraryItemId = null;
  }

  /** A deleted trip takes its lists and their items, each leaving a tombstone. */
  dropTrip(tripId: string): void {
    for (const [id, item] of this.listItems) {
      if (item.tripId !== tripId) continue;
      this.model.bury('listItems', id, tripId, this.onlyFor(item.listId));
      this.listItems.delete(id);
    }
    for (const [id, list] of this.lists) {
      if (list.tripId !== tripId) continue;
      this.model.bury('lists', id, tripId, this.onlyFor(id));
      this.lists.delete(id);
    }
  }

  rows(): { lists: ModelList[]; listItems: ModelListItem[] } {
    return {
      lists: [...this.lists.values()].map((l) => ({ ...l })),
      listItems: [...this.listItems.values()].map((i) => ({ ...i })),
    };
  }

  /** A list as this user sees it: another member's personal list is not there for them. */
  private seenList(id: string, userId: string): ModelList | undefined {
    const list = this.lists.get(id);
    return list && canSeeList(list, userId) ? list : undefined;
  }

  private seenItem(id: string, userId: string): ModelListItem | undefined {
    const item = this.listItems.get(id);
    return item && this.seenList(item.listId, userId) ? item : undefined;
  }

  private onlyFor(listId: string): string | null {
    const list = this.lists.get(listId);
    return list?.visibility === 'personal' ? list.ownerId : null;
  }

  private addList(userId: string, args: MutationArgs<'addList'>): void {
    const existing = this.lists.get(args.id);
    if (existing && !canSeeList(existing, userId)) throw new Refused(404, 'List not found');
    if (this.model.replayed(userId, existing, 'List')) return;
    requireEditor(this.model.member(args.tripId, userId));
    this.model.refuseIfDeleted(userId, 'lists', args.id);
    const { createdAt: _c, ...list } = buildTripList(args, { at: '', by: userId });
    this.lists.set(args.id, list);
  }

  private addListItem(userId: string, args: MutationArgs<'addListItem'>): void {
    const existing = this.listItems.get(args.id);
    if (existing && !this.seenItem(args.id, userId)) throw new Refused(404, 'List item not found');
    if (this.model.replayed(userId, existing, 'List item')) return;
    const list = this.model.editableChild(
      userId,
      'lists',
      args.listId,
      this.seenList(args.listId, userId),
    );
    this.model.refuseIfDeleted(userId, 'listItems', args.id);
    const problem = listItemProblem(args, this.itemFacts(list, true, args.itineraryItemId));
    if (problem) throw new Refused(400, problem);
    const made = { at: '', by: userId, tripId: list.tripId };
    const { createdAt: _c, ...item } = buildListItem(args, made);
    this.listItems.set(args.id, item);
  }

  /** What the list rules read: the trip's active members and days, the list's items, a link. */
  private itemFacts(list: ModelList, adding: boolean, linkedItemId?: string | null) {
    const count = [...this.listItems.values()].filter((i) => i.listId === list.id).length;
    const trip = this.model.trip(list.tripId);
    return {
      list,
      memberIds: this.model.activeMemberIds(list.tripId),
      itemCount: adding ? count : null,
      tripId: list.tripId,
      tripDays: trip ? tripLengthDays(trip.startDate, trip.endDate) : 1,
      linkedItemTripId: (linkedItemId && this.model.tripOfActivity(linkedItemId)) || null,
    };
  }
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** Every list and item the server's database holds, without timestamps, to compare with the model. */
export async function serverListRows(
  tx: Tx,
): Promise<{ lists: ModelList[]; listItems: ModelListItem[] }> {
  return {
    lists: (await tx.query<TripListRow>(`select ${LIST_COLUMNS} from trip_lists l`))
      .map(toTripList)
      .map(({ createdAt: _c, ...row }) => row)
      .sort(byId),
    listItems: (await tx.query<ListItemRow>(`select ${LIST_ITEM_COLUMNS} from list_items li`))
      .map(toListItem)
      .map(({ createdAt: _c, ...row }) => row)
      .sort(byId),
  };
}
