import { withDayNote } from '@shared/schemas/day-note';
import {
  cascadeStepKey,
  DELETE_CASCADES,
  type CascadeStep,
  type CascadeStepKey,
  type DeleteMutationName,
} from '@shared/sync/delete-cascades';
import { dispatchMutation, type MutationHandlers } from '@shared/sync/mutation-handlers';
import {
  buildDocument,
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
import type { Mutation } from '@shared/sync/mutations';
import { buildListTemplate } from '@shared/sync/template-rows';
import type { AppDb } from './app-db';
import { forgetStreetPack } from './street-pack-repo';

/**
 * The LOCAL effect of each mutation: an interpreter of the shared definitions (row builders,
 * patch normalisers, delete cascades in `shared/src/sync`), so the device shows what the server
 * will store. Repos call it when the user makes a change, and a pull calls it again to lay
 * still-queued mutations over the server's rows. It must run inside a rw transaction over
 * `db.mutationTables`, and be safe to repeat.
 *
 * `at` is the device time the change was made, used only until the server's copy replaces it.
 */
export function applyLocal(db: AppDb, mutation: Mutation, at: string): Promise<void> {
  return dispatchMutation(localMutators, { db, at }, mutation);
}

interface Local {
  db: AppDb;
  at: string;
}

/*
 * Updates of a row deleted meanwhile (here or on the server) change nothing: a delete wins over
 * an edit. Creates under a trip that is gone change nothing either: the server will refuse them,
 * and showing them would resurrect nothing.
 */
const localMutators: MutationHandlers<Local, Promise<void>> = {
  async createTrip({ db, at }, args) {
    const existing = await db.trips.get(args.id);
    const trip = buildTrip(args, { at: existing?.createdAt ?? at, by: db.userId });
    await db.trips.put({
      ...trip,
      coverDocumentId: existing?.coverDocumentId ?? null,
      dayNotes: existing?.dayNotes ?? {},
      updatedAt: existing?.updatedAt ?? at,
    });
  },
  async updateTrip({ db, at }, { id, patch }) {
    await db.trips.update(id, { ...normaliseTripPatch(patch), updatedAt: at });
  },
  deleteTrip: ({ db }, { id }) => deleteWithCascade(db, 'deleteTrip', id),
  async setDayNote({ db, at }, args) {
    const trip = await db.trips.get(args.tripId);
    if (!trip) return;
    await db.trips.update(args.tripId, {
      dayNotes: withDayNote(trip.dayNotes, args),
      updatedAt: at,
    });
  },

  async addExpense({ db, at }, args) {
    const trip = await db.trips.get(args.tripId);
    if (!trip) return;
    const existing = await db.expenses.get(args.id);
    // This user until the server's copy says so (it records the session's user, not this).
    const made = { at: existing?.createdAt ?? at, by: existing?.createdBy ?? db.userId };
    await db.expenses.put(buildExpense(args, made, trip.currency));
  },
  async updateExpense({ db }, { id, patch }) {
    await db.expenses.update(id, normaliseExpensePatch(patch));
  },
  deleteExpense: ({ db }, { id }) => deleteWithCascade(db, 'deleteExpense', id),

  async addItineraryItem({ db, at }, args) {
    if (!(await db.trips.get(args.tripId))) return;
    const existing = await db.itineraryItems.get(args.id);
    const made = { at: existing?.createdAt ?? at, by: existing?.createdBy ?? db.userId };
    await db.itineraryItems.put(buildItineraryItem(args, made));
  },
  async updateItineraryItem({ db }, { id, patch }) {
    await db.itineraryItems.update(id, normaliseItemPatch(patch));
  },
  deleteItineraryItem: ({ db }, { id }) => deleteWithCascade(db, 'deleteItineraryItem', id),

  async addDocument({ db, at }, args) {
    if (!(await db.trips.get(args.tripId))) return;
    const existing = await db.documents.get(args.id);
    // Null until the server's copy says who (it records the session's user).
    const made = { at: existing?.createdAt ?? at, by: existing?.createdBy ?? null };
    await db.documents.put({
      ...buildDocument(args, made),
      uploaded: existing?.uploaded ?? false,
    });
  },
  async updateDocument({ db }, { id, patch }) {
    await db.documents.update(id, patch);
  },
  deleteDocument: ({ db }, { id }) => deleteWithCascade(db, 'deleteDocument', id),

  async addStop({ db, at }, args) {
    if (!(await db.trips.get(args.tripId))) return;
    const existing = await db.stops.get(args.id);
    const made = { at: existing?.createdAt ?? at, by: existing?.createdBy ?? db.userId };
    await db.stops.put(buildTripStop(args, made));
  },
  async updateStop({ db }, { id, patch }) {
    await db.stops.update(id, normaliseStopPatch(patch));
  },
  deleteStop: ({ db }, { id }) => deleteWithCascade(db, 'deleteStop', id),

  async addList({ db, at }, args) {
    if (!(await db.trips.get(args.tripId))) return;
    const existing = await db.lists.get(args.id);
    // This user owns what they make, as the server will record.
    const made = { at: existing?.createdAt ?? at, by: existing?.ownerId ?? db.userId };
    await db.lists.put(buildTripList(args, made));
  },
  async updateList({ db }, { id, patch }) {
    await db.lists.update(id, normaliseListPatch(patch));
  },
  deleteList: ({ db }, { id }) => deleteWithCascade(db, 'deleteList', id),

  async addListItem({ db, at }, args) {
    const list = await db.lists.get(args.listId);
    if (!list) return;
    const existing = await db.listItems.get(args.id);
    const made = {
      at: existing?.createdAt ?? at,
      by: existing?.createdBy ?? db.userId,
      tripId: list.tripId,
    };
    await db.listItems.put(buildListItem(args, made));
  },
  async updateListItem({ db }, { id, patch }) {
    await db.listItems.update(id, normaliseListItemPatch(patch));
  },
  deleteListItem: ({ db }, { id }) => deleteWithCascade(db, 'deleteListItem', id),
  async saveListTemplate({ db, at }, args) {
    const existing = await db.listTemplates.get(args.id);
    await db.listTemplates.put(
      buildListTemplate(args, { at: existing?.createdAt ?? at, by: db.userId }),
    );
  },
  // A template belongs to no trip and nothing points at it (its cascade is empty).
  deleteListTemplate: ({ db }, { id }) => db.listTemplates.delete(id),
};

/** The deletes of a trip's rows: a template's is its own handler's. */
type TripDeleteName = Exclude<DeleteMutationName, 'deleteListTemplate'>;

/** The row a delete names, found and removed, for each delete. */
const deletable: Record<
  TripDeleteName,
  {
    find(db: AppDb, id: string): Promise<{ tripId: string } | undefined>;
    remove(db: AppDb, id: string): Promise<void>;
  }
> = {
  deleteTrip: {
    find: async (db, id) => ((await db.trips.get(id)) ? { tripId: id } : undefined),
    remove: async (db, id) => {
      await db.trips.delete(id);
      // Its street pack is this device's own, like a document's bytes: it goes with the trip.
      await forgetStreetPack(db, id);
    },
  },
  deleteExpense: {
    find: (db, id) => db.expenses.get(id),
    remove: (db, id) => db.expenses.delete(id),
  },
  deleteItineraryItem: {
    find: (db, id) => db.itineraryItems.get(id),
    remove: (db, id) => db.itineraryItems.delete(id),
  },
  deleteDocument: {
    find: (db, id) => db.documents.get(id),
    remove: (db, id) => forgetDocuments(db, [id]),
  },
  deleteStop: {
    find: (db, id) => db.stops.get(id),
    remove: (db, id) => db.stops.delete(id),
  },
  deleteList: {
    find: (db, id) => db.lists.get(id),
    remove: (db, id) => db.lists.delete(id),
  },
  deleteListItem: {
    find: (db, id) => db.listItems.get(id),
    remove: (db, id) => db.listItems.delete(id),
  },
};

async function deleteWithCascade(db: AppDb, name: TripDeleteName, id: string): Promise<void> {
  const row = await deletable[name].find(db, id);
  if (row) {
    for (const step of DELETE_CASCADES[name] as readonly CascadeStep[]) {
      await cascadeSteps[cascadeStepKey(step)](db, id, row.tripId);
    }
  }
  await deletable[name].remove(db, id);
}

/** How this device carries out each cascade step; `id` is the deleted row's, `tripId` its trip. */
const cascadeSteps: Record<
  CascadeStepKey,
  (db: AppDb, id: string, tripId: string) => Promise<unknown>
> = {
  'remove:documents': async (db, _id, tripId) =>
    forgetDocuments(db, await db.documents.where('tripId').equals(tripId).primaryKeys()),
  'remove:expenses': (db, _id, tripId) => db.expenses.where('tripId').equals(tripId).delete(),
  'remove:itineraryItems': (db, _id, tripId) =>
    db.itineraryItems.where('tripId').equals(tripId).delete(),
  'remove:members': (db, _id, tripId) => db.members.where('tripId').equals(tripId).delete(),
  'remove:stops': (db, _id, tripId) => db.stops.where('tripId').equals(tripId).delete(),
  'remove:lists': (db, _id, tripId) => db.lists.where('tripId').equals(tripId).delete(),
  'remove:listItems': (db, _id, tripId) => db.listItems.where('tripId').equals(tripId).delete(),
  'empty:lists': (db, id) => db.listItems.where('listId').equals(id).delete(),
  'detach:documents.itemId': (db, id, tripId) =>
    db.documents
      .where('tripId')
      .equals(tripId)
      .filter((d) => d.itemId === id)
      .modify({ itemId: null }),
  'detach:listItems.itineraryItemId': (db, id, tripId) =>
    db.listItems
      .where('tripId')
      .equals(tripId)
      .filter((i) => i.itineraryItemId === id)
      .modify({ itineraryItemId: null }),
  'detach:documents.expenseId': (db, id, tripId) =>
    db.documents
      .where('tripId')
      .equals(tripId)
      .filter((d) => d.expenseId === id)
      .modify({ expenseId: null }),
  'clear:trips.coverDocumentId': (db, id, tripId) =>
    db.trips
      .where('id')
      .equals(tripId)
      .filter((t) => t.coverDocumentId === id)
      .modify({ coverDocumentId: null }),
};

/**
 * Drops documents with their bytes on this device and any upload still owed: a deleted document
 * is deleted everywhere, and its blob would otherwise hold storage nobody can reach.
 */
async function forgetDocuments(db: AppDb, ids: string[]) {
  await db.documents.bulkDelete(ids);
  await db.documentBlobs.bulkDelete(ids);
  await db.uploads.bulkDelete(ids);
}
