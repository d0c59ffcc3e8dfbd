import { dispatchMutation, type MutationHandlers } from '@shared/sync/mutation-handlers';
import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from './app-db';
import { ifChildExists, ifOwnTrip, LocalNotFoundError, requireTrip } from './commit-mutation';
import { guardDayNote } from './day-note-repo';
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
import { guardStopAdd, guardStopEdit } from './stop-repo';
import { ifTemplateExists } from './template-repo';
import { guardTripEdit } from './trip-repo';

/*
 * The device's check of every mutation before it is queued, one per name (decision 011): the
 * checks the repos make, gathered so that whatever queues a change by its name (a retry of a
 * refused change, the equivalence test) runs the same check a screen's change runs. A guard
 * throws to refuse, or answers false when there is nothing to do (deleting what is gone). A
 * mutation missing here is a type error.
 */

type Guard = () => Promise<boolean>;

/** Guard for a document edit: the row is on this device and this user may edit its trip. */
function guardDocumentEdit(db: AppDb, id: string): Guard {
  return async () => {
    const row = await db.documents.get(id);
    if (!row) throw new LocalNotFoundError('Document');
    return requireTrip(db, row.tripId)();
  };
}

const MUTATION_GUARDS: MutationHandlers<AppDb, Guard> = {
  createTrip: () => async () => true,
  updateTrip: guardTripEdit,
  deleteTrip: (db, { id }) => ifOwnTrip(db, id),
  setDayNote: guardDayNote,
  addExpense: (db, { tripId }) => requireTrip(db, tripId),
  updateExpense: guardExpenseEdit,
  deleteExpense: (db, { id }) => ifChildExists(db, db.expenses, id),
  addItineraryItem: (db, { tripId }) => requireTrip(db, tripId),
  updateItineraryItem: (db, { id }) => guardItemEdit(db, id),
  deleteItineraryItem: (db, { id }) => ifChildExists(db, db.itineraryItems, id),
  addDocument: (db, { tripId }) => requireTrip(db, tripId),
  updateDocument: (db, { id }) => guardDocumentEdit(db, id),
  deleteDocument: (db, { id }) => ifChildExists(db, db.documents, id),
  addStop: guardStopAdd,
  updateStop: (db, { id, patch }) => guardStopEdit(db, id, patch),
  deleteStop: (db, { id }) => ifChildExists(db, db.stops, id),
  addList: (db, args) => guardListAdd(db, args),
  updateList: (db, { id }) => guardListEdit(db, id),
  deleteList: (db, { id }) => ifListExists(db, id),
  addListItem: guardListItemAdd,
  updateListItem: (db, { id, patch }) => guardListItemEdit(db, id, patch),
  deleteListItem: (db, { id }) => ifListItemExists(db, id),
  saveListTemplate: () => async () => true,
  deleteListTemplate: (db, { id }) => ifTemplateExists(db, id),
};

/** The check the device makes before it queues this mutation. */
export function guardFor(db: AppDb, mutation: Mutation): Guard {
  return dispatchMutation(MUTATION_GUARDS, db, mutation);
}
