import type { z } from 'zod';
import type { ExpenseCategory } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import { insertExpenseSchema } from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { AppDb } from './app-db';
import { commitMutation, ifChildExists, requireTrip } from './commit-mutation';

export interface ExpenseInput {
  tripId: string;
  category: ExpenseCategory;
  /** Integer cents above zero. */
  amount: number;
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
  /** Integer cents above zero. */
  amount: number;
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
  const { tripId, from, to, amount, date, names } = input;
  return insertExpense(db, {
    tripId,
    category: 'other',
    amount,
    date,
    description: `${names.from} paid ${names.to}`,
    paidBy: from,
    split: { kind: 'exact', shares: [{ userId: to, amount }] },
    kind: 'settlement',
  });
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
