import { dispatchMutation, type MutationHandlers } from '@shared/sync/mutation-handlers';
import type { Mutation } from '@shared/sync/mutations';
import { addDocument, deleteDocument, updateDocument } from '../documents/document-mutators';
import { addExpense, deleteExpense, updateExpense } from '../trips/expense-mutators';
import {
  addItineraryItem,
  deleteItineraryItem,
  updateItineraryItem,
} from '../trips/itinerary-item-mutators';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import {
  addList,
  addListItem,
  deleteList,
  deleteListItem,
  updateList,
  updateListItem,
} from '../trips/list-mutators';
import { addStop, deleteStop, updateStop } from '../trips/stop-mutators';
import { deleteListTemplate, saveListTemplate } from '../trips/template-mutators';
import { createTrip, deleteTrip, updateTrip } from '../trips/trip-mutators';
import { setDayNote } from '../trips/day-note-mutators';

interface Server {
  w: WriteTx;
  ctx: MutationContext;
}

/**
 * The server's side of every mutation: the same mutators the REST routes call, so a change means
 * the same thing whichever door it came through. A mutation missing here is a type error.
 */
const serverMutators: MutationHandlers<Server, Promise<unknown>> = {
  createTrip: ({ w, ctx }, args) => createTrip(w, ctx, args),
  updateTrip: ({ w, ctx }, args) => updateTrip(w, ctx, args),
  deleteTrip: ({ w, ctx }, args) => deleteTrip(w, ctx, args),
  setDayNote: ({ w, ctx }, args) => setDayNote(w, ctx, args),
  addExpense: ({ w, ctx }, args) => addExpense(w, ctx, args),
  updateExpense: ({ w, ctx }, args) => updateExpense(w, ctx, args),
  deleteExpense: ({ w, ctx }, args) => deleteExpense(w, ctx, args),
  addItineraryItem: ({ w, ctx }, args) => addItineraryItem(w, ctx, args),
  updateItineraryItem: ({ w, ctx }, args) => updateItineraryItem(w, ctx, args),
  deleteItineraryItem: ({ w, ctx }, args) => deleteItineraryItem(w, ctx, args),
  addDocument: ({ w, ctx }, args) => addDocument(w, ctx, args),
  updateDocument: ({ w, ctx }, args) => updateDocument(w, ctx, args),
  deleteDocument: ({ w, ctx }, args) => deleteDocument(w, ctx, args),
  addStop: ({ w, ctx }, args) => addStop(w, ctx, args),
  updateStop: ({ w, ctx }, args) => updateStop(w, ctx, args),
  deleteStop: ({ w, ctx }, args) => deleteStop(w, ctx, args),
  addList: ({ w, ctx }, args) => addList(w, ctx, args),
  updateList: ({ w, ctx }, args) => updateList(w, ctx, args),
  deleteList: ({ w, ctx }, args) => deleteList(w, ctx, args),
  addListItem: ({ w, ctx }, args) => addListItem(w, ctx, args),
  updateListItem: ({ w, ctx }, args) => updateListItem(w, ctx, args),
  deleteListItem: ({ w, ctx }, args) => deleteListItem(w, ctx, args),
  saveListTemplate: ({ w, ctx }, args) => saveListTemplate(w, ctx, args),
  deleteListTemplate: ({ w, ctx }, args) => deleteListTemplate(w, ctx, args),
};

/** Applies one parsed mutation. Throws MutationRejected when it can never apply. */
export async function applyMutation(
  w: WriteTx,
  ctx: MutationContext,
  mutation: Mutation,
): Promise<void> {
  await dispatchMutation(serverMutators, { w, ctx }, mutation);
}
