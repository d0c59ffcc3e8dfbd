import { tripLengthDays } from '@shared/domain/trip-length';
import { withDayNote } from '@shared/schemas/day-note';
import { mergeExpensePatch } from '@shared/schemas/expense';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import {
  buildExpense,
  buildItineraryItem,
  buildListItem,
  buildTrip,
  buildTripList,
  buildTripStop,
  normaliseExpensePatch,
  normaliseItemPatch,
  normaliseListItemPatch,
  normaliseListPatch,
  normaliseStopPatch,
  normaliseTripPatch,
} from '@shared/sync/mutation-rows';
import { checkedPatchFields, listItemProblem } from '@shared/sync/list-rules';
import type { Mutation } from '@shared/sync/mutations';
import { buildListTemplate } from '@shared/sync/template-rows';
import { mergeStopDates, stopDatesProblem, type StopDates } from '@shared/sync/stop-rules';
import { seededRandom } from '@shared/testing/seeded-random';

export { seededRandom };
import type { SyncedState } from './harness';

/**
 * A plain in-memory model of one user's trips, fed the mutations the server accepted in the
 * order it applied them. It also predicts, from its own state, whether each mutation should have
 * been accepted, so a wrong decision by the server is caught where it happens.
 */

type ModelTrip = Omit<SyncedState['trips'][number], 'userId' | 'createdAt' | 'updatedAt'>;
type ModelItem = Omit<SyncedState['itineraryItems'][number], 'createdAt' | 'createdBy'>;
type ModelExpense = Omit<SyncedState['expenses'][number], 'createdAt' | 'createdBy'>;
type ModelStop = Omit<SyncedState['stops'][number], 'createdAt' | 'createdBy'>;
type ModelList = Omit<SyncedState['lists'][number], 'createdAt' | 'ownerId'>;
type ModelListItem = Omit<SyncedState['listItems'][number], 'createdAt' | 'createdBy'>;
type ModelTemplate = Omit<SyncedState['listTemplates'][number], 'createdAt' | 'ownerId'>;

export interface ModelState {
  trips: ModelTrip[];
  itineraryItems: ModelItem[];
  expenses: ModelExpense[];
  stops: ModelStop[];
  lists: ModelList[];
  listItems: ModelListItem[];
  listTemplates: ModelTemplate[];
}

/** Who and when do not matter to the model: it compares without them (withoutServerFields). */
const made = { at: '', by: '' };

export class TripModel {
  private readonly trips = new Map<string, ModelTrip>();
  private readonly items = new Map<string, ModelItem>();
  private readonly expenses = new Map<string, ModelExpense>();
  private readonly stops = new Map<string, ModelStop>();
  private readonly lists = new Map<string, ModelList>();
  private readonly listItems = new Map<string, ModelListItem>();
  private readonly templates = new Map<string, ModelTemplate>();
  /** Ids deleted so far (tombstones): deleting them again succeeds, re-creating them does not. */
  private readonly deleted = new Set<string>();

  /** `userId`: the one traveller of the fuzz, the only person an item may be assigned to. */
  constructor(
    private readonly destinations: ReadonlySet<string>,
    private readonly userId = '',
  ) {}

  /** Whether the server should accept this mutation given everything applied before it. */
  shouldAccept(m: Mutation): boolean {
    switch (m.name) {
      case 'createTrip':
        return this.destinations.has(m.args.destinationId) && !this.deleted.has(m.args.id);
      case 'updateTrip':
        return (
          this.trips.has(m.args.id) &&
          (m.args.patch.destinationId === undefined ||
            this.destinations.has(m.args.patch.destinationId))
        );
      case 'deleteTrip':
        return this.trips.has(m.args.id) || this.deleted.has(m.args.id);
      case 'setDayNote':
        return this.trips.has(m.args.tripId);
      case 'addExpense':
      case 'addItineraryItem':
        return this.trips.has(m.args.tripId) && !this.deleted.has(m.args.id);
      case 'updateExpense': {
        const row = this.expenses.get(m.args.id);
        return row !== undefined && mergeExpensePatch(row, m.args.patch).ok;
      }
      case 'updateItineraryItem':
        return this.items.has(m.args.id);
      case 'deleteExpense':
        return this.expenses.has(m.args.id) || this.deleted.has(m.args.id);
      case 'deleteItineraryItem':
        return this.items.has(m.args.id) || this.deleted.has(m.args.id);
      case 'addStop':
        // A replay answers the stored stop; a new one needs its trip and days within the trip's.
        if (this.stops.has(m.args.id)) return true;
        return (
          this.trips.has(m.args.tripId) &&
          !this.deleted.has(m.args.id) &&
          this.datesFit(m.args.tripId, m.args)
        );
      case 'updateStop': {
        const row = this.stops.get(m.args.id);
        return row !== undefined && this.datesFit(row.tripId, mergeStopDates(row, m.args.patch));
      }
      case 'deleteStop':
        return this.stops.has(m.args.id) || this.deleted.has(m.args.id);
      case 'addList':
        if (this.lists.has(m.args.id)) return true;
        return this.trips.has(m.args.tripId) && !this.deleted.has(m.args.id);
      case 'updateList':
        return this.lists.has(m.args.id);
      case 'deleteList':
        return this.lists.has(m.args.id) || this.deleted.has(m.args.id);
      case 'addListItem': {
        if (this.listItems.has(m.args.id)) return true;
        const list = this.lists.get(m.args.listId);
        if (!list || this.deleted.has(m.args.id)) return false;
        return listItemProblem(m.args, this.itemFacts(list, true, m.args.itineraryItemId)) === null;
      }
      case 'updateListItem': {
        const row = this.listItems.get(m.args.id);
        const list = row && this.lists.get(row.listId);
        if (!row || !list) return false;
        const fields = checkedPatchFields(m.args.patch);
        return (
          listItemProblem(fields, this.itemFacts(list, false, m.args.patch.itineraryItemId)) ===
          null
        );
      }
      case 'deleteListItem':
        return this.listItems.has(m.args.id) || this.deleted.has(m.args.id);
      // The one traveller's own templates: a replay answers the stored one, a deleted one stays so.
      case 'saveListTemplate':
        return this.templates.has(m.args.id) || !this.deleted.has(m.args.id);
      case 'deleteListTemplate':
        return this.templates.has(m.args.id) || this.deleted.has(m.args.id);
      case 'addDocument':
      case 'updateDocument':
      case 'deleteDocument':
        // Documents have their own server tests; the fuzz never generates them.
        throw new Error(`Model: the fuzz does not generate ${m.name}`);
    }
  }

  /** What the list rules read, from the model's rows. */
  private itemFacts(list: ModelList, adding: boolean, linkedItemId?: string | null) {
    const count = [...this.listItems.values()].filter((i) => i.listId === list.id).length;
    const trip = this.trips.get(list.tripId);
    return {
      list,
      memberIds: new Set([this.userId]),
      itemCount: adding ? count : null,
      tripId: list.tripId,
      tripDays: trip ? tripLengthDays(trip.startDate, trip.endDate) : 1,
      linkedItemTripId: (linkedItemId && this.items.get(linkedItemId)?.tripId) || null,
    };
  }

  /** The stop rules, against the trip as the model holds it. */
  private datesFit(tripId: string, dates: StopDates): boolean {
    const trip = this.trips.get(tripId);
    return trip !== undefined && stopDatesProblem(dates, trip) === null;
  }

  apply(m: Mutation): void {
    switch (m.name) {
      case 'createTrip': {
        if (!this.trips.has(m.args.id)) {
          const { userId: _o, createdAt: _c, updatedAt: _u, ...trip } = buildTrip(m.args, made);
          this.trips.set(m.args.id, trip);
        }
        return;
      }
      case 'updateTrip': {
        const trip = this.trips.get(m.args.id);
        if (!trip) return;
        Object.assign(trip, normaliseTripPatch(m.args.patch));
        return;
      }
      case 'setDayNote': {
        const trip = this.trips.get(m.args.tripId);
        if (trip) trip.dayNotes = withDayNote(trip.dayNotes, m.args);
        return;
      }
      case 'deleteTrip':
        for (const [id, item] of this.items)
          if (item.tripId === m.args.id) this.drop(this.items, id);
        for (const [id, e] of this.expenses)
          if (e.tripId === m.args.id) this.drop(this.expenses, id);
        for (const [id, stop] of this.stops)
          if (stop.tripId === m.args.id) this.drop(this.stops, id);
        for (const [id, row] of this.listItems)
          if (row.tripId === m.args.id) this.drop(this.listItems, id);
        for (const [id, list] of this.lists)
          if (list.tripId === m.args.id) this.drop(this.lists, id);
        this.drop(this.trips, m.args.id);
        return;
      case 'addExpense': {
        if (!this.expenses.has(m.args.id)) {
          const home = this.trips.get(m.args.tripId)?.currency ?? DEFAULT_CURRENCY;
          const { createdAt: _c, createdBy: _b, ...expense } = buildExpense(m.args, made, home);
          this.expenses.set(m.args.id, expense);
        }
        return;
      }
      case 'addItineraryItem': {
        if (!this.items.has(m.args.id)) {
          const { createdAt: _c, createdBy: _b, ...item } = buildItineraryItem(m.args, made);
          this.items.set(m.args.id, item);
        }
        return;
      }
      case 'updateExpense': {
        const row = this.expenses.get(m.args.id);
        if (row) Object.assign(row, normaliseExpensePatch(m.args.patch));
        return;
      }
      case 'updateItineraryItem': {
        const row = this.items.get(m.args.id);
        if (!row) return;
        Object.assign(row, normaliseItemPatch(m.args.patch));
        return;
      }
      case 'deleteExpense':
        this.drop(this.expenses, m.args.id);
        return;
      case 'deleteItineraryItem':
        // The delete cascade's detach: items linked to it stay on their lists, linked to nothing.
        if (this.items.has(m.args.id))
          for (const item of this.listItems.values())
            if (item.itineraryItemId === m.args.id) item.itineraryItemId = null;
        this.drop(this.items, m.args.id);
        return;
      case 'addStop': {
        if (!this.stops.has(m.args.id)) {
          const { createdAt: _c, createdBy: _b, ...stop } = buildTripStop(m.args, made);
          this.stops.set(m.args.id, stop);
        }
        return;
      }
      case 'updateStop': {
        const row = this.stops.get(m.args.id);
        if (row) Object.assign(row, normaliseStopPatch(m.args.patch));
        return;
      }
      case 'deleteStop':
        this.drop(this.stops, m.args.id);
        return;
      case 'addList': {
        if (!this.lists.has(m.args.id)) {
          const { createdAt: _c, ownerId: _o, ...list } = buildTripList(m.args, made);
          this.lists.set(m.args.id, list);
        }
        return;
      }
      case 'updateList': {
        const row = this.lists.get(m.args.id);
        if (row) Object.assign(row, normaliseListPatch(m.args.patch));
        return;
      }
      case 'deleteList':
        for (const [id, row] of this.listItems)
          if (row.listId === m.args.id) this.drop(this.listItems, id);
        this.drop(this.lists, m.args.id);
        return;
      case 'addListItem': {
        const list = this.lists.get(m.args.listId);
        if (list && !this.listItems.has(m.args.id)) {
          const built = buildListItem(m.args, { ...made, tripId: list.tripId });
          const { createdAt: _c, createdBy: _b, ...item } = built;
          this.listItems.set(m.args.id, item);
        }
        return;
      }
      case 'updateListItem': {
        const row = this.listItems.get(m.args.id);
        if (row) Object.assign(row, normaliseListItemPatch(m.args.patch));
        return;
      }
      case 'deleteListItem':
        this.drop(this.listItems, m.args.id);
        return;
      case 'saveListTemplate':
        if (!this.templates.has(m.args.id)) {
          const { createdAt: _c, ownerId: _o, ...template } = buildListTemplate(m.args, made);
          this.templates.set(m.args.id, template);
        }
        return;
      case 'deleteListTemplate':
        this.drop(this.templates, m.args.id);
        return;
      case 'addDocument':
      case 'updateDocument':
      case 'deleteDocument':
        throw new Error(`Model: the fuzz does not generate ${m.name}`);
      default: {
        // A mutation this model does not know is a type error here, not a silent no-op.
        const unknown: never = m;
        throw new Error(`Model: unknown mutation ${JSON.stringify(unknown)}`);
      }
    }
  }

  private drop(map: Map<string, unknown>, id: string) {
    map.delete(id);
    this.deleted.add(id);
  }

  state(): ModelState {
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    return {
      trips: [...this.trips.values()].map((t) => ({ ...t })).sort(byId),
      itineraryItems: [...this.items.values()].map((i) => ({ ...i })).sort(byId),
      expenses: [...this.expenses.values()].map((e) => ({ ...e })).sort(byId),
      stops: [...this.stops.values()].map((stop) => ({ ...stop })).sort(byId),
      lists: [...this.lists.values()].map((l) => ({ ...l })).sort(byId),
      listItems: [...this.listItems.values()].map((i) => ({ ...i })).sort(byId),
      listTemplates: [...this.templates.values()].map((t) => ({ ...t })).sort(byId),
    };
  }
}

/** The synced state without what only the server decides (owner, timestamps), to compare. */
export function withoutServerFields(state: SyncedState): ModelState {
  return {
    trips: state.trips.map(({ userId: _u, createdAt: _c, updatedAt: _up, ...t }) => t),
    itineraryItems: state.itineraryItems.map(({ createdAt: _c, createdBy: _b, ...i }) => i),
    expenses: state.expenses.map(({ createdAt: _c, createdBy: _b, ...e }) => e),
    stops: state.stops.map(({ createdAt: _c, createdBy: _b, ...stop }) => stop),
    lists: state.lists.map(({ createdAt: _c, ownerId: _o, ...list }) => list),
    listItems: state.listItems.map(({ createdAt: _c, createdBy: _b, ...item }) => item),
    listTemplates: state.listTemplates.map(({ createdAt: _c, ownerId: _o, ...t }) => t),
  };
}

/** A version 4 UUID drawn from `random`, so a replayed seed makes the same ids. */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(random() * 4)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
