import type { MutationName } from './mutations';

/*
 * What each delete does to the rows around the one it deletes, declared once (decision 011):
 * the device's interpreter and the server's each carry out every step, and a step one of them
 * does not know is a type error there.
 */

/** Rows that belong to the deleted one go with it (a trip's children). */
export interface RemoveStep {
  kind: 'remove';
  table: 'itineraryItems' | 'expenses' | 'documents' | 'members' | 'stops' | 'lists' | 'listItems';
}

/** A list's items go with their list (keyed by the list, not the trip). */
export interface EmptyListStep {
  kind: 'empty';
  table: 'lists';
}

/** Rows that only point at the deleted one stay, pointing at nothing (a receipt's expense). */
export type DetachStep =
  | { kind: 'detach'; table: 'documents'; column: 'itemId' | 'expenseId' }
  // A to-do linked to an activity stays on its list, linked to nothing (decision 018).
  | { kind: 'detach'; table: 'listItems'; column: 'itineraryItemId' };

type DetachKey<S> = S extends { table: infer T extends string; column: infer C extends string }
  ? `detach:${T}.${C}`
  : never;

/** A trip whose cover was the deleted document goes back to its destination's picture. */
export interface ClearStep {
  kind: 'clear';
  table: 'trips';
  column: 'coverDocumentId';
}

export type CascadeStep = RemoveStep | DetachStep | ClearStep | EmptyListStep;

export type DeleteMutationName = Extract<MutationName, `delete${string}`>;

export const DELETE_CASCADES = {
  deleteTrip: [
    { kind: 'remove', table: 'documents' },
    { kind: 'remove', table: 'expenses' },
    { kind: 'remove', table: 'itineraryItems' },
    { kind: 'remove', table: 'members' },
    { kind: 'remove', table: 'stops' },
    { kind: 'remove', table: 'listItems' },
    { kind: 'remove', table: 'lists' },
  ],
  // A receipt stays on the trip when its expense goes.
  deleteExpense: [{ kind: 'detach', table: 'documents', column: 'expenseId' }],
  // A boarding pass stays on the trip when its activity goes; so does a to-do linked to it.
  deleteItineraryItem: [
    { kind: 'detach', table: 'documents', column: 'itemId' },
    { kind: 'detach', table: 'listItems', column: 'itineraryItemId' },
  ],
  deleteDocument: [{ kind: 'clear', table: 'trips', column: 'coverDocumentId' }],
  // Nothing points at a stop.
  deleteStop: [],
  deleteList: [{ kind: 'empty', table: 'lists' }],
  // Nothing points at a list item.
  deleteListItem: [],
  // The lists started from a template are copies: they stay.
  deleteListTemplate: [],
} as const satisfies Record<DeleteMutationName, readonly CascadeStep[]>;

/** A step's name, for the maps that say how each side carries it out. */
export type CascadeStepKey =
  | `remove:${RemoveStep['table']}`
  | DetachKey<DetachStep>
  | `clear:${ClearStep['table']}.${ClearStep['column']}`
  | `empty:${EmptyListStep['table']}`;

export function cascadeStepKey(step: CascadeStep): CascadeStepKey {
  if (step.kind === 'remove') return `remove:${step.table}`;
  if (step.kind === 'empty') return `empty:${step.table}`;
  return `${step.kind}:${step.table}.${step.column}` as CascadeStepKey;
}
