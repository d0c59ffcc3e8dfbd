import type { Mutation } from '@shared/sync/mutations';
import { addExpense, deleteExpense } from '../trips/expense-mutators';
import { addItineraryItem, deleteItineraryItem } from '../trips/itinerary-item-mutators';
import type { MutationContext, Tx } from '../trips/mutation-context';
import { createTrip, deleteTrip, updateTrip } from '../trips/trip-mutators';

/**
 * Applies one parsed mutation with the same mutators the REST routes call, so a change means the
 * same thing whichever door it came through. Throws MutationRejected when it can never apply.
 */
export function applyMutation(tx: Tx, ctx: MutationContext, mutation: Mutation): void {
  switch (mutation.name) {
    case 'createTrip':
      createTrip(tx, ctx, mutation.args);
      return;
    case 'updateTrip':
      updateTrip(tx, ctx, mutation.args);
      return;
    case 'deleteTrip':
      deleteTrip(tx, ctx, mutation.args);
      return;
    case 'addExpense':
      addExpense(tx, ctx, mutation.args);
      return;
    case 'deleteExpense':
      deleteExpense(tx, ctx, mutation.args);
      return;
    case 'addItineraryItem':
      addItineraryItem(tx, ctx, mutation.args);
      return;
    case 'deleteItineraryItem':
      deleteItineraryItem(tx, ctx, mutation.args);
      return;
  }
}
