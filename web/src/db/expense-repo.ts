import type { z } from 'zod';
import { EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import {
  insertExpenseSchema,
  mergeExpensePatch,
  updateExpenseSchema,
  type Expense,
  type UpdateExpense,
} from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { RateSource } from '@shared/money/rates';
import { normaliseExpensePatch } from '@shared/sync/mutation-rows';
import type { AppDb } from './app-db';
import { commitMutation, ifChildExists, LocalNotFoundError, requireTrip } from './commit-mutation';

export interface ExpenseInput {
  tripId: string;
  category: ExpenseCategory;
  /** Integer minor units of `currency`, above zero. */
  amount: number;
  /** What it was paid in (ISO 4217); absent means the trip's home currency. */
  currency?: string;
  /**
   * Home units per one unit of `currency`, frozen now; null in the home currency. Sent with
   * `rateDate` and `rateSource`, together with amount and currency.
   */
  rate?: number | null;
  rateDate?: string | null;
  rateSource?: RateSource | null;
  /** yyyy-MM-dd */
  date: string;
  description: string;
  /** On a shared trip: the member who paid (given together with `split`). */
  paidBy?: string;
  /** On a shared trip: who owes what of it. */
  split?: ExpenseSplit;
}

/** Logs an expense against a trip on this device; answers the new id. */
export function addExpense(db: AppDb, input: ExpenseInput): Promise<string> {
  return insertExpense(db, input);
}

export interface SettlementInput {
  tripId: string;
  /** The member who paid. */
  from: string;
  /** The member who received it. */
  to: string;
  /** Integer minor units of the trip's home currency, above zero. */
  amount: number;
  /** The trip's home currency, in which companions settle up; absent reads as the trip's. */
  currency?: string;
  /** yyyy-MM-dd */
  date: string;
  /**
   * The two people's names as the trip shows them (never 'you'). Screens name the pair from the
   * ids, so a renamed companion still shows right there; the stored description is for where only
   * text travels: the server's REST answers and the Sync screen's list of refused changes
   * ('Add expense "Ben paid Ada" to a trip').
   */
  names: { from: string; to: string };
}

/**
 * Records that one member paid another back: an expense of kind 'settlement' that `from` paid and
 * that is wholly `to`'s share, which is what moves the debt in `tripBalances`. `totalCents` skips
 * it, so it never eats into the budget. Answers the new id.
 */
export function recordSettlement(db: AppDb, input: SettlementInput): Promise<string> {
  const { tripId, from, to, amount, currency, date, names } = input;
  return insertExpense(db, {
    tripId,
    category: 'other',
    amount,
    ...(currency !== undefined ? { currency, rate: null, rateDate: null, rateSource: null } : {}),
    date,
    description: `${names.from} paid ${names.to}`,
    paidBy: from,
    split: { kind: 'exact', shares: [{ userId: to, amount }] },
    kind: 'settlement',
  });
}

/** An edit that would leave the expense inconsistent (an exact split that no longer adds up). */
export class InvalidExpenseEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidExpenseEditError';
  }
}

/**
 * Applies a field-level patch: only the changed fields travel, so another device's edits to other
 * fields survive. The stored row with the patch over it must still be a valid expense (the server
 * checks the same against its own row).
 */
export async function updateExpense(db: AppDb, id: string, patch: UpdateExpense): Promise<void> {
  const expenseId = idSchema.parse(id);
  const parsed = updateExpenseSchema.parse(patch);
  await db.transaction('rw', db.mutationTables, async () => {
    const row = await db.expenses.get(expenseId);
    const args = { id: expenseId, patch: parsed, label: expenseLabel(row) };
    await commitMutation(db, { name: 'updateExpense', args }, guardExpenseEdit(db, args));
  });
}

/**
 * Several expense edits as one change on this device: every patch is checked and queued like
 * `updateExpense` (the same mutation, one outbox entry each), in one transaction, so either all
 * of them are written or, when one is refused, none is.
 */
export async function updateExpenses(
  db: AppDb,
  edits: ReadonlyArray<{ id: string; patch: UpdateExpense }>,
): Promise<void> {
  await db.transaction('rw', db.mutationTables, async () => {
    for (const { id, patch } of edits) await updateExpense(db, id, patch);
  });
}

/** How the Sync screen names the expense should the edit be refused ('Ramen'). */
function expenseLabel(row: Expense | undefined): string | undefined {
  if (!row) return undefined;
  const text = row.description || EXPENSE_CATEGORY_LABELS[row.category];
  return text.slice(0, 200);
}

/** Guard for an expense edit: the row is here, this user may edit its trip, the result is valid. */
export function guardExpenseEdit(db: AppDb, { id, patch }: { id: string; patch: UpdateExpense }) {
  return async () => {
    const row = await db.expenses.get(id);
    if (!row) throw new LocalNotFoundError('Expense');
    await requireTrip(db, row.tripId)();
    const merged = mergeExpensePatch(row, normaliseExpensePatch(patch));
    if (!merged.ok) throw new InvalidExpenseEditError(merged.message);
    return true;
  };
}

export async function deleteExpense(db: AppDb, id: string): Promise<void> {
  const expenseId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteExpense', args: { id: expenseId } },
    ifChildExists(db, db.expenses, expenseId),
  );
}

/** Parses with the shared insert schema, then writes the row and its outbox entry together. */
async function insertExpense(
  db: AppDb,
  input: z.input<typeof insertExpenseSchema>,
): Promise<string> {
  const parsed = insertExpenseSchema.parse(input);
  const id = crypto.randomUUID();
  await commitMutation(
    db,
    { name: 'addExpense', args: { ...parsed, id } },
    requireTrip(db, parsed.tripId),
  );
  return id;
}
