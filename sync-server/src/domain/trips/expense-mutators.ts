import {
  checkRateAgainstHome,
  mergeExpensePatch,
  type Expense,
  type InsertExpense,
} from '@shared/schemas/expense';
import { buildExpense, normaliseExpensePatch } from '@shared/sync/mutation-rows';
import type { MutationArgs } from '@shared/sync/mutations';
import { EXPENSE_DELETED_REASON, NOT_A_MEMBER_REASON } from '@shared/sync/rejection-reasons';
import { writeTombstone } from '../writes/tombstones';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { MutationRejected } from '../writes/mutation-rejected';
import {
  repeatedDelete,
  replayedRow,
  requireEditableRow,
  requireEditableTrip,
  requireEditor,
  refuseIfDeleted,
} from '../writes/trip-access';
import { toExpense } from './to-entities';

/**
 * The payer and everyone in a split must be (or have been) on the trip: a device may have
 * entered it before a companion left, and their share still stands; a stranger's never does.
 */
async function requireParticipants(
  w: WriteTx,
  args: Pick<InsertExpense, 'tripId' | 'paidBy' | 'split'>,
): Promise<void> {
  if (!args.split || !args.paidBy) return;
  const ids =
    args.split.kind === 'equal' ? args.split.members : args.split.shares.map((s) => s.userId);
  for (const userId of new Set([args.paidBy, ...ids])) {
    if (!(await w.sql.membership.get(args.tripId, userId))) {
      throw new MutationRejected(
        400,
        'Everyone in a split must be on the trip',
        NOT_A_MEMBER_REASON,
      );
    }
  }
}

/** The trip's home currency; the trip was found a moment ago in the same transaction. */
async function homeCurrencyOf(w: WriteTx, tripId: string): Promise<string> {
  const trip = await w.sql.tripCurrency.get(tripId);
  if (!trip) throw new Error(`Trip ${tripId} has an active member but no row`);
  return trip.currency;
}

/**
 * A foreign expense needs a rate to count, and one in the home currency has none (see
 * checkRateAgainstHome); anything else would count a wrong figure in everyone's budget.
 */
function requireRateForHome(
  expense: { currency?: string | null; rate?: number | null },
  home: string,
): void {
  const problem = checkRateAgainstHome(expense, home);
  if (problem) throw new MutationRejected(400, problem);
}

/**
 * Idempotent by the device-generated id. The parent trip must be one the user may edit and
 * alive: an expense logged offline for a trip deleted elsewhere is refused ('trip was deleted'),
 * never attached to a resurrected trip. Who added it is the session's user, never the device's
 * word.
 */
export async function addExpense(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'addExpense'>,
): Promise<{ expense: Expense; created: boolean }> {
  const existing = replayedRow(await w.sql.expenseWithAccess.get(ctx.userId, args.id), 'Expense');
  if (existing) return { expense: toExpense(existing), created: false };
  await requireEditableTrip(w, ctx.userId, args.tripId);
  await refuseIfDeleted(w, ctx.userId, 'expenses', args.id, 'Expense');
  await requireParticipants(w, args);
  const home = await homeCurrencyOf(w, args.tripId);
  requireRateForHome(args, home);
  const expense = buildExpense(args, { at: ctx.now, by: ctx.userId }, home);
  const row = {
    ...expense,
    split: expense.split ? JSON.stringify(expense.split) : null,
    version: w.nextVersion(),
  };
  await w.sql.insertExpense.run(row);
  w.affected.trips.add(args.tripId);
  return { expense: toExpense(row), created: true };
}

/**
 * A field-level patch, like updateTrip: edits of other fields made on another device survive, and
 * for the same field the patch applied later wins. The stored row merged with the patch must still
 * be a valid expense (an exact split adds up to the amount, payer and split go together), or the
 * edit is refused with the insert's message. An edit of a deleted expense is refused ('expense
 * was deleted').
 */
export async function updateExpense(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'updateExpense'>,
): Promise<Expense> {
  const found = await w.sql.expenseWithAccess.get(ctx.userId, args.id);
  const row = await requireEditableRow(
    w,
    ctx.userId,
    found,
    'expenses',
    args.id,
    'Expense',
    EXPENSE_DELETED_REASON,
  );
  const patch = normaliseExpensePatch(args.patch);
  const merged = mergeExpensePatch(toExpense(row), patch);
  if (!merged.ok) throw new MutationRejected(400, merged.message);
  await requireParticipants(w, merged.expense);
  requireRateForHome(merged.expense, await homeCurrencyOf(w, row.tripId));
  const updated = await w.sql.patchExpense.get({
    id: args.id,
    category: patch.category ?? null,
    amount: patch.amount ?? null,
    currency: patch.currency ?? null,
    // The rate, its day and its source change together (normaliseExpensePatch).
    setRate: patch.rate !== undefined ? 1 : 0,
    rate: patch.rate ?? null,
    rateDate: patch.rateDate ?? null,
    rateSource: patch.rateSource ?? null,
    date: patch.date ?? null,
    description: patch.description ?? null,
    setPaidBy: patch.paidBy !== undefined ? 1 : 0,
    paidBy: patch.paidBy ?? null,
    setSplit: patch.split !== undefined ? 1 : 0,
    split: patch.split ? JSON.stringify(patch.split) : null,
    version: w.nextVersion(),
  });
  if (!updated) throw new Error(`Expense ${args.id} was read but not updated`);
  w.affected.trips.add(updated.tripId);
  return toExpense(updated);
}

/** Idempotent: deleting an expense that is already gone succeeds for those on its trip. */
export async function deleteExpense(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteExpense'>,
): Promise<{ deleted: boolean }> {
  const found = await w.sql.expenseWithAccess.get(ctx.userId, args.id);
  if (!found) return repeatedDelete(w, ctx.userId, 'expenses', args.id, 'Expense');
  requireEditor(found, 'Expense');
  const version = w.nextVersion();
  await writeTombstone(w, 'expenses', args.id, ctx.userId, found.tripId, version);
  await runDeleteCascade('deleteExpense', { w, ctx, id: args.id, version });
  await w.sql.deleteExpense.run(args.id);
  w.affected.trips.add(found.tripId);
  return { deleted: true };
}
