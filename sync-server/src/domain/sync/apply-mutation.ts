import type { Mutation } from '@shared/sync/mutations';
import { addDocument, deleteDocument, updateDocument } from '../documents/document-mutators';
import { addExpense, deleteExpense, updateExpense } from '../trips/expense-mutators';
import {
  addItineraryItem,
  deleteItineraryItem,
  updateItineraryItem,
} from '../trips/itinerary-item-mutators';
import type { MutationContext, WriteTx } from '../trips/mutation-context';
import { createTrip, deleteTrip, updateTrip } from '../trips/trip-mutators';

/**
 * Applies one parsed mutation with the same mutators the REST routes call, so a change means the
 * same thing whichever door it came through. Throws MutationRejected when it can never apply.
 */
export async function applyMutation(
  w: WriteTx,
  ctx: MutationContext,
  mutation: Mutation,
): Promise<void> {
  switch (mutation.name) {
    case 'createTrip':
      await createTrip(w, ctx, mutation.args);
      return;
    case 'updateTrip':
      await updateTrip(w, ctx, mutation.args);
      return;
    case 'deleteTrip':
      await deleteTrip(w, ctx, mutation.args);
      return;
    case 'addExpense':
      await addExpense(w, ctx, mutation.args);
      return;
    case 'updateExpense':
      await updateExpense(w, ctx, mutation.args);
      return;
    case 'deleteExpense':
      await deleteExpense(w, ctx, mutation.args);
      return;
    case 'addItineraryItem':
      await addItineraryItem(w, ctx, mutation.args);
      return;
    case 'updateItineraryItem':
      await updateItineraryItem(w, ctx, mutation.args);
      return;
    case 'deleteItineraryItem':
      await deleteItineraryItem(w, ctx, mutation.args);
      return;
    case 'addDocument':
      await addDocument(w, ctx, mutation.args);
      return;
    case 'updateDocument':
      await updateDocument(w, ctx, mutation.args);
      return;
    case 'deleteDocument':
      await deleteDocument(w, ctx, mutation.args);
      return;
  }
}
