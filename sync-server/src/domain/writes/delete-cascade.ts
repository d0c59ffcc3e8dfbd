import {
  cascadeStepKey,
  DELETE_CASCADES,
  type CascadeStep,
  type CascadeStepKey,
  type DeleteMutationName,
} from '@shared/sync/delete-cascades';
import type { MutationContext, WriteTx } from './mutation-context';

interface StepInput {
  w: WriteTx;
  ctx: MutationContext;
  /** The deleted row's id (for a trip's children: the trip's). */
  id: string;
  /** The delete's version: every row a step changes takes it, so devices learn of the change. */
  version: number;
}

/**
 * How the server carries out each step of the shared delete cascades: removed children leave a
 * tombstone each (the trip's own is its deleter's), detached and cleared rows take the delete's
 * version. A step missing here is a type error.
 */
const serverSteps: Record<CascadeStepKey, (input: StepInput) => Promise<unknown>> = {
  // Their bytes are removed right after the commit (deleteTrip reports them), each blob unless
  // another document still refers to it.
  'remove:documents': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripDocuments.run(ctx.userId, version, id),
  'remove:expenses': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripExpenses.run(ctx.userId, version, id),
  'remove:itineraryItems': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripItems.run(ctx.userId, version, id),
  'remove:stops': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripStops.run(ctx.userId, version, id),
  // A personal list's tombstones, and its items', are its owner's alone (decision 018).
  'remove:lists': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripLists.run({ userId: ctx.userId, version, tripId: id }),
  'remove:listItems': ({ w, ctx, id, version }) =>
    w.sql.tombstoneTripListItems.run({ userId: ctx.userId, version, tripId: id }),
  'empty:lists': async ({ w, ctx, id, version }) => {
    await w.sql.tombstoneItemsOfList.run({ userId: ctx.userId, version, listId: id });
    await w.sql.deleteItemsOfList.run(id);
  },
  // Memberships outlive the trip ('deleted'): that row tells each member's pull to drop it.
  'remove:members': ({ w, id, version }) => w.sql.endTripMemberships.run(version, id),
  'detach:documents.itemId': ({ w, id, version }) => w.sql.detachDocumentsFromItem.run(version, id),
  'detach:listItems.itineraryItemId': ({ w, id, version }) =>
    w.sql.detachListItemsFromItem.run(version, id),
  'detach:documents.expenseId': ({ w, id, version }) =>
    w.sql.detachDocumentsFromExpense.run(version, id),
  'clear:trips.coverDocumentId': ({ w, ctx, id, version }) =>
    w.sql.clearTripCover.run(version, ctx.now, id),
};

/** Runs the cascade the contract declares for this delete, before the row itself goes. */
export async function runDeleteCascade(name: DeleteMutationName, input: StepInput): Promise<void> {
  for (const step of DELETE_CASCADES[name] as readonly CascadeStep[]) {
    await serverSteps[cascadeStepKey(step)](input);
  }
}
