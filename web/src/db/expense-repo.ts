import type { ExpenseCategory } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import { insertExpenseSchema } from '@shared/schemas/expense';
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
}

/** Logs an expense against a trip on this device; answers the new id. */
export async function addExpense(db: AppDb, input: ExpenseInput): Promise<string> {
  const parsed = insertExpenseSchema.parse(input);
  const id = crypto.randomUUID();
  await commitMutation(
    db,
    { name: 'addExpense', args: { ...parsed, id } },
    requireTrip(db, parsed.tripId),
  );
  return id;
}

export async function deleteExpense(db: AppDb, id: string): Promise<void> {
  const expenseId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteExpense', args: { id: expenseId } },
    ifChildExists(db, db.expenses, expenseId),
  );
}
