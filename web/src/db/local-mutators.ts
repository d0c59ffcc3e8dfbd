import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import type { Mutation, MutationArgs } from '@shared/sync/mutations';
import type { AppDb } from './app-db';

/**
 * The LOCAL effect of each mutation, defined once. Repos call it when the user makes a change,
 * and a pull calls it again to lay still-queued mutations over the server's rows. It must run
 * inside a rw transaction over `db.mutationTables`, and be safe to repeat.
 *
 * `at` is the device time the change was made, used only until the server's copy replaces it.
 */
export async function applyLocal(db: AppDb, mutation: Mutation, at: string): Promise<void> {
  switch (mutation.name) {
    case 'createTrip':
      return createTrip(db, mutation.args, at);
    case 'updateTrip':
      return updateTrip(db, mutation.args, at);
    case 'deleteTrip':
      return deleteTrip(db, mutation.args.id);
    case 'addExpense':
      return addExpense(db, mutation.args, at);
    case 'updateExpense':
      // A row deleted meanwhile stays deleted: a delete wins over an edit.
      await db.expenses.update(mutation.args.id, mutation.args.patch);
      return;
    case 'deleteExpense':
      await db.expenses.delete(mutation.args.id);
      return;
    case 'addItineraryItem':
      return addItineraryItem(db, mutation.args, at);
    case 'updateItineraryItem':
      return updateItineraryItem(db, mutation.args);
    case 'deleteItineraryItem':
      await db.itineraryItems.delete(mutation.args.id);
      return;
    case 'addDocument':
      return addDocument(db, mutation.args, at);
    case 'updateDocument':
      await db.documents.update(mutation.args.id, mutation.args.patch);
      return;
    case 'deleteDocument':
      return forgetDocuments(db, [mutation.args.id]);
  }
}

async function createTrip(db: AppDb, args: MutationArgs<'createTrip'>, at: string) {
  const existing = await db.trips.get(args.id);
  await db.trips.put({
    id: args.id,
    userId: db.userId,
    destinationId: args.destinationId,
    title: args.title,
    startDate: args.startDate,
    endDate: args.endDate,
    notes: args.notes ?? null,
    budget: args.budget ?? null,
    currency: args.currency ?? DEFAULT_CURRENCY,
    coverDocumentId: existing?.coverDocumentId ?? null,
    createdAt: existing?.createdAt ?? at,
    updatedAt: existing?.updatedAt ?? at,
  });
}

async function updateTrip(db: AppDb, { id, patch }: MutationArgs<'updateTrip'>, at: string) {
  // A trip deleted meanwhile (here or on the server) stays deleted: a delete wins over an edit.
  await db.trips.update(id, { ...patch, updatedAt: at });
}

async function deleteTrip(db: AppDb, id: string) {
  await forgetDocuments(db, await db.documents.where('tripId').equals(id).primaryKeys());
  await db.expenses.where('tripId').equals(id).delete();
  await db.itineraryItems.where('tripId').equals(id).delete();
  await db.members.where('tripId').equals(id).delete();
  await db.trips.delete(id);
}

async function addExpense(db: AppDb, args: MutationArgs<'addExpense'>, at: string) {
  // Under a trip that is gone the server will reject it; showing it would resurrect nothing.
  const trip = await db.trips.get(args.tripId);
  if (!trip) return;
  const existing = await db.expenses.get(args.id);
  await db.expenses.put({
    id: args.id,
    tripId: args.tripId,
    category: args.category,
    amount: args.amount,
    // Queued before currencies: typed in the trip's currency, as the server reads it too.
    currency: args.currency ?? trip.currency,
    rate: args.rate ?? null,
    rateDate: args.rateDate ?? null,
    rateSource: args.rateSource ?? null,
    date: args.date,
    description: args.description,
    createdAt: existing?.createdAt ?? at,
    // This user until the server's copy says so (it records the session's user, not this).
    createdBy: existing?.createdBy ?? db.userId,
    paidBy: args.paidBy ?? null,
    split: args.split ?? null,
    kind: args.kind ?? 'expense',
  });
}

async function addItineraryItem(db: AppDb, args: MutationArgs<'addItineraryItem'>, at: string) {
  if (!(await db.trips.get(args.tripId))) return;
  const existing = await db.itineraryItems.get(args.id);
  await db.itineraryItems.put({
    id: args.id,
    tripId: args.tripId,
    day: args.day,
    type: args.type,
    title: args.title,
    time: args.time ?? null,
    endTime: args.endTime ?? null,
    timeZone: args.timeZone ?? null,
    endTimeZone: args.endTimeZone ?? null,
    reference: args.reference ?? null,
    location: args.location ?? null,
    description: args.description ?? null,
    createdAt: existing?.createdAt ?? at,
    createdBy: existing?.createdBy ?? db.userId,
    position: args.position ?? 0,
  });
}

async function addDocument(db: AppDb, args: MutationArgs<'addDocument'>, at: string) {
  if (!(await db.trips.get(args.tripId))) return;
  const existing = await db.documents.get(args.id);
  await db.documents.put({
    id: args.id,
    tripId: args.tripId,
    itemId: args.itemId ?? null,
    expenseId: args.expenseId ?? null,
    name: args.name,
    kind: args.kind,
    mediaType: args.mediaType,
    size: args.size,
    sha256: args.sha256,
    createdAt: existing?.createdAt ?? at,
    // Null until the server's copy says who (it records the session's user).
    createdBy: existing?.createdBy ?? null,
    uploaded: existing?.uploaded ?? false,
  });
}

/**
 * Drops documents with their bytes on this device and any upload still owed: a deleted document
 * is deleted everywhere, and its blob would otherwise hold storage nobody can reach.
 */
async function forgetDocuments(db: AppDb, ids: string[]) {
  await db.documents.bulkDelete(ids);
  await db.documentBlobs.bulkDelete(ids);
  await db.uploads.bulkDelete(ids);
}

/** Blank optional texts are stored as null, as the server stores them. */
const blankToNull = (value: string | null | undefined) => (value ? value : null);

async function updateItineraryItem(db: AppDb, { id, patch }: MutationArgs<'updateItineraryItem'>) {
  const { time, endTime, timeZone, endTimeZone, reference, location, description, ...rest } = patch;
  await db.itineraryItems.update(id, {
    ...rest,
    ...(time !== undefined ? { time: blankToNull(time) } : {}),
    ...(endTime !== undefined ? { endTime: blankToNull(endTime) } : {}),
    ...(timeZone !== undefined ? { timeZone: blankToNull(timeZone) } : {}),
    ...(endTimeZone !== undefined ? { endTimeZone: blankToNull(endTimeZone) } : {}),
    ...(reference !== undefined ? { reference: blankToNull(reference) } : {}),
    ...(location !== undefined ? { location: blankToNull(location) } : {}),
    ...(description !== undefined ? { description: blankToNull(description) } : {}),
  });
}
