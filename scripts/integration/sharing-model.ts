import { withDayNote } from '@shared/schemas/day-note';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { mergeExpensePatch } from '@shared/schemas/expense';
import type { MemberRole, TripRole } from '@shared/schemas/trip-member';
import {
  buildExpense,
  buildItineraryItem,
  buildTrip,
  buildTripStop,
  normaliseExpensePatch,
  normaliseItemPatch,
  normaliseStopPatch,
  normaliseTripPatch,
} from '@shared/sync/mutation-rows';
import type { Mutation, MutationArgs } from '@shared/sync/mutations';
import { mergeStopDates, stopDatesProblem, type StopDates } from '@shared/sync/stop-rules';
import {
  ACCESS_REMOVED_REASON,
  NOT_A_MEMBER_REASON,
  TRIP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import {
  EXPENSE_COLUMNS,
  ITEM_COLUMNS,
  STOP_COLUMNS,
  T_TRIP_COLUMNS,
} from '../../sync-server/src/db/columns';
import type { Db } from '../../sync-server/src/db/connection';
import type { ExpenseRow, ItineraryItemRow, TripRow } from '../../sync-server/src/db/statements';
import type { TripStopRow } from '../../sync-server/src/db/stop-statements';
import {
  toExpense,
  toItineraryItem,
  toTrip,
  toTripStop,
} from '../../sync-server/src/domain/trips/to-entities';
import type { SyncedState } from './harness';
import {
  DELETED_REASONS,
  entityOf,
  Refused,
  refusalFor,
  requireEditor,
  requireOwner,
  type ChildTable,
  type Entity,
  type MemberStatus,
  type ModelMember,
  type Table,
} from './sharing-model-access';
import {
  ListsModel,
  serverListRows,
  type ModelList,
  type ModelListItem,
} from './sharing-model-lists';
import { serverTemplateRows, TemplatesModel, type ModelTemplate } from './sharing-model-templates';

export type { ModelMember } from './sharing-model-access';

/**
 * A plain in-memory model of every user's shared trips, fed, in the order the server handled
 * them, the mutations devices pushed and the membership changes users made over REST. Like
 * TripModel, it predicts each decision from its own state (applied, or rejected with which
 * reason; for REST, which status), so a wrong decision is caught where it happens, and its state
 * must equal the server database's at the end. The rules are decision 003's plus the trip
 * roles: owners and editors change a trip's plan, items and expenses; only the owner deletes it
 * and manages its members; a former member's queued change is refused with the reason.
 */

type ModelTrip = Omit<SyncedState['trips'][number], 'createdAt' | 'updatedAt'>;
type ModelItem = Omit<SyncedState['itineraryItems'][number], 'createdAt'>;
type ModelExpense = Omit<SyncedState['expenses'][number], 'createdAt'>;
type ModelStop = Omit<SyncedState['stops'][number], 'createdAt'>;

export interface SharingState {
  trips: ModelTrip[];
  itineraryItems: ModelItem[];
  expenses: ModelExpense[];
  stops: ModelStop[];
  lists: ModelList[];
  listItems: ModelListItem[];
  listTemplates: ModelTemplate[];
  members: ModelMember[];
}

/** A membership change over REST; removing yourself is leaving; an invite is joined at once. */
export type MembershipChange =
  | { op: 'invite'; actor: string; tripId: string; userId: string; role: MemberRole }
  | { op: 'changeRole'; actor: string; tripId: string; userId: string; role: MemberRole }
  | { op: 'remove'; actor: string; tripId: string; userId: string };

/** What a push should answer for a mutation. */
export type Verdict = { applied: true } | { applied: false; reason: string };

export class SharingModel {
  private readonly trips = new Map<string, ModelTrip>();
  private readonly items = new Map<string, ModelItem>();
  private readonly expenses = new Map<string, ModelExpense>();
  private readonly stops = new Map<string, ModelStop>();
  /** Keyed `tripId:userId`. Rows stay when someone leaves, is removed or the trip is deleted. */
  private readonly members = new Map<string, ModelMember>();
  /** Deleted rows, keyed `table:id`, with the trip each belonged to. */
  private readonly tombstones = new Map<string, string>();
  /** Tombstones only one user receives (a personal list's and its items'), keyed as above. */
  private readonly privateTo = new Map<string, string>();

  /** Every user's list templates (decision 021). */
  private readonly templates = new TemplatesModel();
  /** Lists and their items (decision 018), which read the trips, members and tombstones here. */
  private readonly lists = new ListsModel({
    member: (tripId, userId) => this.member(tripId, userId),
    trip: (tripId) => this.trips.get(tripId),
    tripOfActivity: (id) => this.items.get(id)?.tripId,
    activeMemberIds: (tripId) =>
      new Set(
        [...this.members.values()]
          .filter((m) => m.tripId === tripId && m.status === 'active')
          .map((m) => m.userId),
      ),
    editableChild: (userId, table, id, found) => this.editableChild(userId, table, id, found),
    replayed: (userId, row, entity) => this.replayed(userId, row, entity),
    refuseIfDeleted: (userId, table, id) => this.refuseIfDeleted(userId, table, id),
    repeatedDelete: (userId, table, id) => this.repeatedDelete(userId, table, id),
    bury: (table, id, tripId, onlyFor) => this.bury(table, id, tripId, onlyFor),
  });

  constructor(private readonly destinations: ReadonlySet<string>) {}

  /** Decides a pushed mutation as the server should, and applies it when it is accepted. */
  push(userId: string, m: Mutation): Verdict {
    try {
      this.mutate(userId, m);
      return { applied: true };
    } catch (error) {
      if (error instanceof Refused) return { applied: false, reason: error.reason };
      throw error;
    }
  }

  /** Decides a REST membership change; answers the HTTP status the server should give. */
  changeMembership(change: MembershipChange): number {
    try {
      this.applyMembership(change);
      // An invite is an invitation the invitee then accepts: 200 from the accept.
      return 200;
    } catch (error) {
      if (error instanceof Refused) return error.status;
      throw error;
    }
  }

  member(tripId: string, userId: string): ModelMember | undefined {
    return this.members.get(`${tripId}:${userId}`);
  }

  /** Whether the row with this id was deleted (by anyone, or with its trip). */
  wasDeleted(table: Table, id: string): boolean {
    return this.tombstones.has(`${table}:${id}`);
  }

  /** The trip of a deleted row whose tombstone this user may know of (not another's private one). */
  private tombstoneTrip(table: Table, id: string, userId: string): string | undefined {
    const owner = this.privateTo.get(`${table}:${id}`);
    if (owner !== undefined && owner !== userId) return undefined;
    return this.tombstones.get(`${table}:${id}`);
  }

  private bury(table: Table, id: string, tripId: string, onlyFor: string | null): void {
    this.tombstones.set(`${table}:${id}`, tripId);
    if (onlyFor === null) this.privateTo.delete(`${table}:${id}`);
    else this.privateTo.set(`${table}:${id}`, onlyFor);
  }

  // Every case checks everything before it writes anything, as a mutation rolled back to its
  // savepoint leaves nothing behind.
  private mutate(userId: string, m: Mutation): void {
    switch (m.name) {
      case 'createTrip':
        return this.createTrip(userId, m.args);
      case 'updateTrip': {
        requireEditor(this.member(m.args.id, userId));
        const patch = normaliseTripPatch(m.args.patch);
        if (patch.destinationId !== undefined) this.requireDestination(patch.destinationId);
        const trip = this.trips.get(m.args.id);
        if (!trip) throw new Error(`Model: trip ${m.args.id} has an active member but no row`);
        Object.assign(trip, patch);
        return;
      }
      case 'setDayNote': {
        requireEditor(this.member(m.args.tripId, userId));
        const trip = this.trips.get(m.args.tripId);
        if (!trip) throw new Error(`Model: trip ${m.args.tripId} has an active member but no row`);
        trip.dayNotes = withDayNote(trip.dayNotes, m.args);
        return;
      }
      case 'deleteTrip': {
        const mine = this.member(m.args.id, userId);
        if (mine?.status === 'deleted') return this.repeatedDelete(userId, 'trips', m.args.id);
        requireOwner(mine);
        return this.dropTrip(m.args.id);
      }
      case 'addExpense':
        return this.addExpense(userId, m.args);
      case 'deleteExpense':
        return this.deleteChild(userId, 'expenses', this.expenses, m.args.id);
      case 'updateExpense': {
        const row = this.editableChild(userId, 'expenses', m.args.id, this.expenses.get(m.args.id));
        const patch = normaliseExpensePatch(m.args.patch);
        const merged = mergeExpensePatch(row, patch);
        if (!merged.ok) throw new Refused(400, merged.message);
        Object.assign(row, patch);
        return;
      }
      case 'addItineraryItem':
        return this.addItem(userId, m.args);
      case 'updateItineraryItem': {
        const row = this.editableChild(
          userId,
          'itineraryItems',
          m.args.id,
          this.items.get(m.args.id),
        );
        Object.assign(row, normaliseItemPatch(m.args.patch));
        return;
      }
      case 'deleteItineraryItem':
        if (this.items.has(m.args.id)) this.lists.detachLinksTo(m.args.id);
        return this.deleteChild(userId, 'itineraryItems', this.items, m.args.id);
      case 'addStop':
        return this.addStop(userId, m.args);
      case 'updateStop': {
        const row = this.editableChild(userId, 'stops', m.args.id, this.stops.get(m.args.id));
        this.requireDatesWithinTrip(row.tripId, mergeStopDates(row, m.args.patch));
        Object.assign(row, normaliseStopPatch(m.args.patch));
        return;
      }
      case 'deleteStop':
        return this.deleteChild(userId, 'stops', this.stops, m.args.id);
      case 'addList':
      case 'updateList':
      case 'deleteList':
      case 'addListItem':
      case 'updateListItem':
      case 'deleteListItem':
        return this.lists.mutate(userId, m);
      case 'saveListTemplate':
        return this.templates.save(userId, m.args);
      case 'deleteListTemplate':
        return this.templates.delete(userId, m.args.id);
      case 'addDocument':
      case 'updateDocument':
      case 'deleteDocument':
        // Documents have their own server tests (sync-server/src/routes/documents*.test.ts);
        // the fuzz never generates them, so a model of them would go untested.
        throw new Error(`Model: the fuzz does not generate ${m.name}`);
      default: {
        // A mutation this model does not know is a type error here, not a silent no-op.
        const unknown: never = m;
        throw new Error(`Model: unknown mutation ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** The row an edit targets; a deleted one is refused as deleted to its trip's editors. */
  private editableChild<Row extends { tripId: string }>(
    userId: string,
    table: ChildTable,
    id: string,
    found: Row | undefined,
  ): Row {
    if (found) {
      requireEditor(this.member(found.tripId, userId), entityOf(table));
      return found;
    }
    const tripId = this.tombstoneTrip(table, id, userId);
    const m = tripId === undefined ? undefined : this.member(tripId, userId);
    if (!m) throw new Refused(404, `${entityOf(table)} not found`);
    requireEditor(m, entityOf(table));
    throw new Refused(404, DELETED_REASONS[table]);
  }

  private createTrip(userId: string, args: MutationArgs<'createTrip'>): void {
    const existing = this.trips.get(args.id);
    if (existing) {
      if (existing.userId !== userId) throw new Refused(404, 'Trip not found');
      return;
    }
    this.refuseIfDeleted(userId, 'trips', args.id);
    this.requireDestination(args.destinationId);
    const { createdAt: _c, updatedAt: _u, ...trip } = buildTrip(args, { at: '', by: userId });
    this.trips.set(args.id, trip);
    this.members.set(`${args.id}:${userId}`, {
      tripId: args.id,
      userId,
      role: 'owner',
      status: 'active',
    });
  }

  private addExpense(userId: string, args: MutationArgs<'addExpense'>): void {
    if (this.replayed(userId, this.expenses.get(args.id), 'Expense')) return;
    requireEditor(this.member(args.tripId, userId));
    this.refuseIfDeleted(userId, 'expenses', args.id);
    if (args.split && args.paidBy) {
      const ids =
        args.split.kind === 'equal' ? args.split.members : args.split.shares.map((s) => s.userId);
      // Everyone named must be, or have been, on the trip.
      for (const id of [args.paidBy, ...ids]) {
        if (!this.member(args.tripId, id)) throw new Refused(400, NOT_A_MEMBER_REASON);
      }
    }
    const home = this.trips.get(args.tripId)?.currency ?? DEFAULT_CURRENCY;
    const { createdAt: _c, ...expense } = buildExpense(args, { at: '', by: userId }, home);
    this.expenses.set(args.id, expense);
  }

  private addItem(userId: string, args: MutationArgs<'addItineraryItem'>): void {
    if (this.replayed(userId, this.items.get(args.id), 'Itinerary item')) return;
    requireEditor(this.member(args.tripId, userId));
    this.refuseIfDeleted(userId, 'itineraryItems', args.id);
    const { createdAt: _c, ...item } = buildItineraryItem(args, { at: '', by: userId });
    this.items.set(args.id, item);
  }

  private addStop(userId: string, args: MutationArgs<'addStop'>): void {
    if (this.replayed(userId, this.stops.get(args.id), 'Stop')) return;
    requireEditor(this.member(args.tripId, userId));
    this.refuseIfDeleted(userId, 'stops', args.id);
    this.requireDatesWithinTrip(args.tripId, args);
    const { createdAt: _c, ...stop } = buildTripStop(args, { at: '', by: userId });
    this.stops.set(args.id, stop);
  }

  /** The stop rules against the trip as the model holds it (the user is known to be on it). */
  private requireDatesWithinTrip(tripId: string, dates: StopDates): void {
    const trip = this.trips.get(tripId);
    if (!trip) throw new Error(`Model: trip ${tripId} has an active member but no row`);
    const problem = stopDatesProblem(dates, trip);
    if (problem) throw new Refused(400, problem);
  }

  /** A create whose id is already stored: answered for a member of its trip, refused otherwise. */
  private replayed(userId: string, row: { tripId: string } | undefined, entity: Entity): boolean {
    if (!row) return false;
    const m = this.member(row.tripId, userId);
    if (m?.status !== 'active') throw refusalFor(m, entity);
    return true;
  }

  private deleteChild(
    userId: string,
    table: ChildTable,
    rows: Map<string, { tripId: string }>,
    id: string,
  ): void {
    const found = rows.get(id);
    if (!found) return this.repeatedDelete(userId, table, id);
    requireEditor(this.member(found.tripId, userId), entityOf(table));
    rows.delete(id);
    this.tombstones.set(`${table}:${id}`, found.tripId);
  }

  private dropTrip(tripId: string): void {
    for (const [id, item] of this.items) {
      if (item.tripId !== tripId) continue;
      this.items.delete(id);
      this.tombstones.set(`itineraryItems:${id}`, tripId);
    }
    for (const [id, e] of this.expenses) {
      if (e.tripId !== tripId) continue;
      this.expenses.delete(id);
      this.tombstones.set(`expenses:${id}`, tripId);
    }
    for (const [id, stop] of this.stops) {
      if (stop.tripId !== tripId) continue;
      this.stops.delete(id);
      this.tombstones.set(`stops:${id}`, tripId);
    }
    this.lists.dropTrip(tripId);
    this.trips.delete(tripId);
    this.tombstones.set(`trips:${tripId}`, tripId);
    for (const m of this.members.values()) {
      if (m.tripId === tripId && m.status === 'active') m.status = 'deleted';
    }
  }

  /** Deleting what is gone: nothing to do for those on its trip, refused for anyone else. */
  private repeatedDelete(userId: string, table: Table, id: string): void {
    const tripId = this.tombstoneTrip(table, id, userId);
    const m = tripId === undefined ? undefined : this.member(tripId, userId);
    if (!m) throw new Refused(404, `${entityOf(table)} not found`);
    if (m.status === 'deleted') return;
    if (m.status !== 'active') throw new Refused(404, ACCESS_REMOVED_REASON);
    if (m.role === 'viewer') throw new Refused(403, VIEWER_REASON);
  }

  /** A create under a deleted id is refused: as deleted to its trip's members, else not found. */
  private refuseIfDeleted(userId: string, table: Table, id: string): void {
    const tripId = this.tombstoneTrip(table, id, userId);
    if (tripId === undefined) return;
    const entity = entityOf(table);
    if (!this.member(tripId, userId)) throw new Refused(404, `${entity} not found`);
    throw new Refused(409, entity === 'Trip' ? TRIP_DELETED_REASON : `${entity} was deleted`);
  }

  private requireDestination(id: string): void {
    if (!this.destinations.has(id)) throw new Refused(400, 'Destination not found');
  }

  private applyMembership(change: MembershipChange): void {
    const { actor, tripId, userId } = change;
    const mine = this.member(tripId, actor);
    const target = this.member(tripId, userId);
    switch (change.op) {
      case 'invite':
        requireOwner(mine);
        if (target?.status === 'active') throw new Refused(409, 'already on this trip');
        this.members.set(`${tripId}:${userId}`, {
          tripId,
          userId,
          role: change.role,
          status: 'active',
        });
        return;
      case 'changeRole':
        requireOwner(mine);
        this.requireCompanion(target).role = change.role;
        return;
      case 'remove':
        if (userId === actor) {
          if (mine?.status !== 'active') throw new Refused(404, 'Trip not found');
          if (mine.role === 'owner') throw new Refused(409, 'The owner cannot leave the trip');
          mine.status = 'left';
          return;
        }
        requireOwner(mine);
        this.requireCompanion(target).status = 'removed';
        return;
    }
  }

  private requireCompanion(target: ModelMember | undefined): ModelMember {
    if (target?.status !== 'active') throw new Refused(404, 'Member not found');
    if (target.role === 'owner') throw new Refused(409, "The owner's role can't be changed");
    return target;
  }

  state(): SharingState {
    const { lists, listItems } = this.lists.rows();
    return {
      trips: [...this.trips.values()].map((t) => ({ ...t })).sort(byId),
      itineraryItems: [...this.items.values()].map((i) => ({ ...i })).sort(byId),
      expenses: [...this.expenses.values()].map((e) => ({ ...e })).sort(byId),
      stops: [...this.stops.values()].map((stop) => ({ ...stop })).sort(byId),
      lists: lists.sort(byId),
      listItems: listItems.sort(byId),
      listTemplates: this.templates.rows().sort(byId),
      members: [...this.members.values()].map((m) => ({ ...m })).sort(byMember),
    };
  }
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const byMember = (a: ModelMember, b: ModelMember) =>
  a.tripId.localeCompare(b.tripId) || a.userId.localeCompare(b.userId);

/**
 * Everything the server's database holds of every user's trips (one snapshot), without
 * timestamps, to compare with the model.
 */
export function serverSharingState(db: Db): Promise<SharingState> {
  const stripTimes = <T extends { createdAt: string }>({ createdAt: _c, ...row }: T) => row;
  return db.read(async (tx) => ({
    trips: (await tx.query<TripRow>(`select ${T_TRIP_COLUMNS} from trips t`))
      .map(toTrip)
      .map(({ createdAt: _c, updatedAt: _u, ...t }) => t)
      .sort(byId),
    itineraryItems: (
      await tx.query<ItineraryItemRow>(`select ${ITEM_COLUMNS} from itinerary_items i`)
    )
      .map(toItineraryItem)
      .map(stripTimes)
      .sort(byId),
    expenses: (await tx.query<ExpenseRow>(`select ${EXPENSE_COLUMNS} from expenses e`))
      .map(toExpense)
      .map(stripTimes)
      .sort(byId),
    stops: (await tx.query<TripStopRow>(`select ${STOP_COLUMNS} from trip_stops s`))
      .map(toTripStop)
      .map(stripTimes)
      .sort(byId),
    ...(await serverListRows(tx)),
    listTemplates: await serverTemplateRows(tx),
    members: (
      await tx.query<{ tripId: string; userId: string; role: string; status: string }>(
        'select trip_id as tripId, user_id as userId, role, status from trip_members',
      )
    )
      .map(({ tripId, userId, role, status }) => ({
        tripId,
        userId,
        role: role as TripRole,
        status: status as MemberStatus,
      }))
      .sort(byMember),
  }));
}
