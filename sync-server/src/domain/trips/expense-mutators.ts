import type { Expense } from '@shared/schemas/expense';
import type { MutationArgs } from '@shared/sync/mutations';
import { deletedBy, tombstoneOwner, writeTombstone } from '../sync/tombstones';
import type { MutationContext, WriteTx } from './mutation-context';
import { alreadyDeleted, notFound } from './mutation-rejected';
import { ownRowOrRefuse, ownsExpense, requireLiveTrip } from './owned-rows';
import { toExpense } from './to-entities';

/**
 * Idempotent by the device-generated id. The parent trip must be the user's and alive: an expense
 * logged offline for a trip deleted elsewhere is refused ('trip was deleted'), never attached to
 * a resurrected trip.
 */
export function addExpense(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addExpense'>,
): { expense: Expense; created: boolean } {
  const existing = ownRowOrRefuse(w.sql.expenseWithOwner.get(args.id), ctx.userId, 'Expense');
  if (existing) return { expense: toExpense(existing), created: false };
  requireLiveTrip(w, ctx.userId, args.tripId);
  const deletedByUser = tombstoneOwner(w, 'expenses', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Expense');
    throw alreadyDeleted('Expense');
  }
  const row = {
    id: args.id,
    tripId: args.tripId,
    category: args.category,
    amount: args.amount,
    date: args.date,
    description: args.description,
    createdAt: ctx.now,
    version: w.nextVersion(),
  };
  w.sql.insertExpense.run(row);
  return { expense: toExpense(row), created: true };
}

/** Idempotent: deleting an expense this user already deleted (or whose trip they deleted) succeeds. */
export function deleteExpense(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteExpense'>,
): { deleted: boolean } {
  if (!ownsExpense(w, ctx.userId, args.id)) {
    if (deletedBy(w, 'expenses', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Expense');
  }
  writeTombstone(w, 'expenses', args.id, ctx.userId, w.nextVersion());
  w.sql.deleteExpense.run(args.id);
  return { deleted: true };
}
