import { DEFAULT_EXPENSE_CATEGORY, type ExpenseCategory } from '@shared/constants';
import { centsToDollarInput } from '@shared/domain/money';
import type { Expense, UpdateExpense } from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import { todayIso } from '../trips/format-date';
import { defaultSplitValues, type SplitFormValues } from './split-form-values';

/** The 'Add Expense' form as typed; the split part is used on a shared trip only. */
export interface ExpenseFormValues extends SplitFormValues {
  category: ExpenseCategory;
  amount: string;
  date: string;
  description: string;
}

export const emptyExpense = (activeIds: readonly string[], me: string): ExpenseFormValues => ({
  category: DEFAULT_EXPENSE_CATEGORY,
  amount: '',
  date: todayIso(),
  description: '',
  ...defaultSplitValues(activeIds, me),
});

/** The split part of the form as an existing expense's payer and split fill it. */
function splitValuesOf(e: Expense, activeIds: readonly string[], me: string) {
  const base = defaultSplitValues(activeIds, me);
  if (e.split === null || e.paidBy === null) return base;
  const paidBy = e.paidBy;
  if (e.split.kind === 'exact') {
    const exact = Object.fromEntries(
      e.split.shares.map((s) => [s.userId, centsToDollarInput(s.amount)]),
    );
    return { ...base, paidBy, splitMode: 'exact' as const, exact };
  }
  const members = e.split.members;
  // 'Everyone' only when it is exactly everyone on the trip now, so saving it unchanged keeps it.
  const everyone =
    members.length === activeIds.length && activeIds.every((id) => members.includes(id));
  return everyone
    ? { ...base, paidBy }
    : { ...base, paidBy, splitMode: 'some' as const, some: [...members] };
}

/** The form filled with an expense being edited. */
export function expenseToForm(
  e: Expense,
  activeIds: readonly string[],
  me: string,
): ExpenseFormValues {
  return {
    category: e.category,
    amount: centsToDollarInput(e.amount),
    date: e.date,
    description: e.description,
    ...splitValuesOf(e, activeIds, me),
  };
}

const sameSplit = (a: ExpenseSplit | null, b: ExpenseSplit | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The field-level patch from an expense to what the form now says: only what changed (empty
 * when nothing did). `choice` is the payer and split on a shared trip, null on a solo one (which
 * leaves them as they are).
 */
export function expensePatch(
  e: Expense,
  next: { category: ExpenseCategory; amount: number; date: string; description: string },
  choice: { paidBy: string; split: ExpenseSplit } | null,
): UpdateExpense {
  const patch: UpdateExpense = {};
  if (next.category !== e.category) patch.category = next.category;
  if (next.amount !== e.amount) patch.amount = next.amount;
  if (next.date !== e.date) patch.date = next.date;
  if (next.description !== e.description) patch.description = next.description;
  if (choice) {
    if (choice.paidBy !== e.paidBy) patch.paidBy = choice.paidBy;
    if (!sameSplit(choice.split, e.split)) patch.split = choice.split;
  }
  return patch;
}
