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
export function applyMutation(w: WriteTx, ctx: MutationContext, mutation: Mutation): void {
  switch (mutation.name) {
    case 'createTrip':
      createTrip(w, ctx, mutation.args);
      return;
    case 'updateTrip':
      updateTrip(w, ctx, mutation.args);
      return;
    case 'deleteTrip':
      deleteTrip(w, ctx, mutation.args);
      return;
    case 'addExpense':
      addExpense(w, ctx, mutation.args);
      return;
    case 'updateExpense':
      updateExpense(w, ctx, mutation.args);
      return;
    case 'deleteExpense':
      deleteExpense(w, ctx, mutation.args);
      return;
    case 'addItineraryItem':
      addItineraryItem(w, ctx, mutation.args);
      return;
    case 'updateItineraryItem':
      updateItineraryItem(w, ctx, mutation.args);
      return;
    case 'deleteItineraryItem':
      deleteItineraryItem(w, ctx, mutation.args);
      return;
    case 'addDocument':
      addDocument(w, ctx, mutation.args);
      return;
    case 'updateDocument':
      updateDocument(w, ctx, mutation.args);
      return;
    case 'deleteDocument':
      deleteDocument(w, ctx, mutation.args);
      return;
  }
}
