import { eq } from 'drizzle-orm';
import type { Expense } from '@shared/schemas/expense';
import type { MutationArgs } from '@shared/sync/mutations';
import { expenses } from '../../db/schema';
import { deletedBy, tombstoneOwner, writeTombstones } from '../sync/tombstones';
import { nextVersion } from '../sync/versions';
import type { MutationContext, Tx } from './mutation-context';
import { alreadyDeleted, notFound } from './mutation-rejected';
import { anyRowWithId, ownedExpense, requireLiveTrip } from './owned-rows';
import { toExpense } from './to-entities';

/**
 * Idempotent by the device-generated id. The parent trip must be the user's and alive: an expense
 * logged offline for a trip deleted elsewhere is refused ('trip was deleted'), never attached to
 * a resurrected trip.
 */
export function addExpense(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'addExpense'>,
): { expense: Expense; created: boolean } {
  const existing = ownedExpense(tx, ctx.userId, args.id);
  if (existing) return { expense: toExpense(existing), created: false };
  if (anyRowWithId(tx, expenses, args.id)) throw notFound('Expense');
  requireLiveTrip(tx, ctx.userId, args.tripId);
  const deletedByUser = tombstoneOwner(tx, 'expenses', args.id);
  if (deletedByUser !== undefined) {
    if (deletedByUser !== ctx.userId) throw notFound('Expense');
    throw alreadyDeleted('Expense');
  }
  const row = tx
    .insert(expenses)
    .values({
      id: args.id,
      tripId: args.tripId,
      category: args.category,
      amount: args.amount,
      date: args.date,
      description: args.description,
      createdAt: ctx.now,
      version: nextVersion(tx),
    })
    .returning()
    .get();
  return { expense: toExpense(row), created: true };
}

/** Idempotent: deleting an expense this user already deleted (or whose trip they deleted) succeeds. */
export function deleteExpense(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'deleteExpense'>,
): { deleted: boolean } {
  if (!ownedExpense(tx, ctx.userId, args.id)) {
    if (deletedBy(tx, 'expenses', args.id, ctx.userId)) return { deleted: false };
    throw notFound('Expense');
  }
  writeTombstones(tx, 'expenses', [args.id], ctx.userId, nextVersion(tx));
  tx.delete(expenses).where(eq(expenses.id, args.id)).run();
  return { deleted: true };
}
