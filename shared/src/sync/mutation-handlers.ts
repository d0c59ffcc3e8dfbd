import { mutationSchema, type Mutation, type MutationArgs, type MutationName } from './mutations';

/**
 * One handler per mutation, for every place that dispatches on a mutation's name (the device's
 * interpreter, the server's mutators, the Sync screen's words). A map typed this way makes a
 * forgotten mutation a type error there instead of a change that silently does nothing.
 */
export type MutationHandlers<Ctx, Result> = {
  [N in MutationName]: (ctx: Ctx, args: MutationArgs<N>) => Result;
};

/** Calls the mutation's handler: a typed lookup, no switch to keep complete by hand. */
export function dispatchMutation<Ctx, Result>(
  handlers: MutationHandlers<Ctx, Result>,
  ctx: Ctx,
  mutation: Mutation,
): Result {
  // The union of handlers cannot be called with the union of args; each pair matches by name.
  const handler = handlers[mutation.name] as (ctx: Ctx, args: Mutation['args']) => Result;
  return handler(ctx, mutation.args);
}

/** Every mutation name the contract knows, for refusing unknown ones before anything is kept. */
export const MUTATION_NAMES: ReadonlySet<string> = new Set<MutationName>(
  mutationSchema.options.map((option) => option.shape.name.value),
);
