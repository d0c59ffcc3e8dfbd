import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import type { AppEnv, UserRow } from '../http/env';
import type { MutationContext, Tx } from '../domain/trips/mutation-context';
import { MutationRejected } from '../domain/trips/mutation-rejected';

/**
 * Runs a REST write through the shared mutators in one immediate transaction (so it takes the
 * write lock up front instead of failing to upgrade a read lock) and turns a rejection into the
 * HTTP answer. Anything else is a bug and reaches the app's error handler.
 */
export function runMutation<T>(
  c: Context<AppEnv>,
  user: UserRow,
  mutate: (tx: Tx, ctx: MutationContext) => T,
): T {
  const ctx: MutationContext = { userId: user.id, now: c.var.now().toISOString() };
  try {
    return c.var.db.transaction((tx) => mutate(tx, ctx), { behavior: 'immediate' });
  } catch (err) {
    if (err instanceof MutationRejected) throw new ApiError(err.status, err.message);
    throw err;
  }
}
