import { mutationSchema, type Mutation } from '@shared/sync/mutations';
import type { AppDb, StoredRejection } from './app-db';
import {
  commitMutation,
  ifChildExists,
  ifOwnTrip,
  LocalNotFoundError,
  requireTrip,
} from './commit-mutation';
import { guardExpenseEdit } from './expense-repo';
import { guardItemEdit } from './itinerary-repo';
import {
  guardListAdd,
  guardListEdit,
  guardListItemAdd,
  guardListItemEdit,
  ifListExists,
  ifListItemExists,
} from './list-repo';
import { ifTemplateExists } from './template-repo';
import { guardStopAdd, guardStopEdit } from './stop-repo';

/** A refused change cannot be sent again: its trip is gone, or it no longer reads as a change. */
export class CannotRetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotRetryError';
  }
}

/** Rejections the user has not retried or discarded yet, oldest first. */
export async function queryOpenRejections(db: AppDb): Promise<StoredRejection[]> {
  const all = await db.rejections.orderBy(':id').toArray();
  return all.filter((r) => !r.dismissedAt);
}

/** Removes a refused change from the 'Needs attention' list. Its local effect is already undone. */
export async function discardRejection(db: AppDb, mutationId: number): Promise<void> {
  await db.rejections.update(mutationId, { dismissedAt: new Date().toISOString() });
}

/**
 * Queues a refused change again as a new outbox entry (a new sequence number: the server has
 * already processed the old one) and takes it off the list. It is only worth it when the cause
 * went away; when it did not, the server refuses it again and it comes back with the reason.
 */
export async function retryRejection(db: AppDb, mutationId: number): Promise<void> {
  const rejection = await db.rejections.get(mutationId);
  if (!rejection || rejection.dismissedAt) return;
  const parsed = mutationSchema.safeParse({ name: rejection.name, args: rejection.args });
  if (!parsed.success) {
    throw new CannotRetryError('This change cannot be sent again as it is. Discard it instead.');
  }
  const mutation = parsed.data;
  try {
    await db.transaction('rw', [...db.mutationTables, db.rejections], async () => {
      await commitMutation(db, mutation, guardFor(db, mutation));
      await db.rejections.update(mutationId, { dismissedAt: new Date().toISOString() });
    });
  } catch (error) {
    if (error instanceof LocalNotFoundError) {
      throw new CannotRetryError('Its trip is no longer on this device. Discard it instead.');
    }
    throw error;
  }
}

/** Guard for a document edit: the row is on this device and this user may edit its trip. */
function guardDocumentEdit(db: AppDb, id: string) {
  return async () => {
    const row = await db.documents.get(id);
    if (!row) throw new LocalNotFoundError('Document');
    return requireTrip(db, row.tripId)();
  };
}

/** The same checks the repos make before a change enters the outbox. */
function guardFor(db: AppDb, mutation: Mutation): () => Promise<boolean> {
  switch (mutation.name) {
    case 'createTrip':
      return async () => true;
    case 'updateTrip':
      return requireTrip(db, mutation.args.id);
    case 'deleteTrip':
      return ifOwnTrip(db, mutation.args.id);
    case 'setDayNote':
      return requireTrip(db, mutation.args.tripId);
    case 'addExpense':
    case 'addItineraryItem':
    case 'addDocument':
      return requireTrip(db, mutation.args.tripId);
    case 'updateDocument':
      return guardDocumentEdit(db, mutation.args.id);
    case 'updateExpense':
      return guardExpenseEdit(db, mutation.args);
    case 'updateItineraryItem':
      return guardItemEdit(db, mutation.args.id);
    case 'deleteExpense':
      return ifChildExists(db, db.expenses, mutation.args.id);
    case 'deleteItineraryItem':
      return ifChildExists(db, db.itineraryItems, mutation.args.id);
    case 'deleteDocument':
      return ifChildExists(db, db.documents, mutation.args.id);
    case 'addStop':
      return guardStopAdd(db, mutation.args);
    case 'updateStop':
      return guardStopEdit(db, mutation.args.id, mutation.args.patch);
    case 'deleteStop':
      return ifChildExists(db, db.stops, mutation.args.id);
    case 'addList':
      return guardListAdd(db, mutation.args);
    case 'updateList':
      return guardListEdit(db, mutation.args.id);
    case 'deleteList':
      return ifListExists(db, mutation.args.id);
    case 'addListItem':
      return guardListItemAdd(db, mutation.args);
    case 'updateListItem':
      return guardListItemEdit(db, mutation.args.id, mutation.args.patch);
    case 'deleteListItem':
      return ifListItemExists(db, mutation.args.id);
    case 'saveListTemplate':
      return async () => true;
    case 'deleteListTemplate':
      return ifTemplateExists(db, mutation.args.id);
  }
}
