import { DEFAULT_EXPENSE_CATEGORY, type ExpenseCategory } from '@shared/constants';
import { minorUnitsToInput } from '@shared/money/minor-units';
import type { Expense, UpdateExpense } from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import { todayIso } from '../../lib/format-date';
import type { FrozenRate } from './expense-money';
import { defaultSplitValues, type SplitFormValues } from './split-form-values';

/** The 'Add Expense' form as typed; the split part is used on a shared trip only. */
export interface ExpenseFormValues extends SplitFormValues {
  category: ExpenseCategory;
  /** What it was paid in (ISO 4217); the amount and exact shares are typed in it. */
  currency: string;
  amount: string;
  date: string;
  description: string;
  /** 'Use my own rate' (the traveller's card rate) instead of the rates table's. */
  ownRate: boolean;
  /** The typed rate: units of the home currency per one unit of `currency`. */
  rate: string;
}

export const emptyExpense = (
  activeIds: readonly string[],
  me: string,
  currency: string,
): ExpenseFormValues => ({
  category: DEFAULT_EXPENSE_CATEGORY,
  currency,
  amount: '',
  date: todayIso(),
  description: '',
  ownRate: false,
  rate: '',
  ...defaultSplitValues(activeIds, me),
});

/** The split part of the form as an existing expense's payer and split fill it. */
function splitValuesOf(e: Expense, activeIds: readonly string[], me: string) {
  const base = defaultSplitValues(activeIds, me);
  if (e.split === null || e.paidBy === null) return base;
  const paidBy = e.paidBy;
  if (e.split.kind === 'exact') {
    const exact = Object.fromEntries(
      e.split.shares.map((s) => [s.userId, minorUnitsToInput(s.amount, e.currency)]),
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

/** The form filled with an expense being edited; a rate the traveller typed stays theirs. */
export function expenseToForm(
  e: Expense,
  activeIds: readonly string[],
  me: string,
): ExpenseFormValues {
  const own = e.rateSource === 'manual' && e.rate !== null;
  return {
    category: e.category,
    currency: e.currency,
    amount: minorUnitsToInput(e.amount, e.currency),
    date: e.date,
    description: e.description,
    ownRate: own,
    rate: own ? String(e.rate) : '',
    ...splitValuesOf(e, activeIds, me),
  };
}

const sameSplit = (a: ExpenseSplit | null, b: ExpenseSplit | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** An expense's money: the amount in minor units of its currency, and the rate frozen with it. */
export interface ExpenseMoney extends FrozenRate {
  amount: number;
  currency: string;
}

const MONEY_KEYS = ['amount', 'currency', 'rate', 'rateDate', 'rateSource'] as const;

/**
 * The field-level patch from an expense to what the form now says: only what changed (empty
 * when nothing did). The money group (amount, currency, rate, rate date and source) travels
 * whole whenever any of it changed, so two devices' edits can never pair one's yen with the
 * other's euro rate: the later patch wins the group. `choice` is the payer and split on a shared
 * trip, null on a solo one (which leaves them as they are).
 */
export function expensePatch(
  e: Expense,
  next: { category: ExpenseCategory; date: string; description: string } & ExpenseMoney,
  choice: { paidBy: string; split: ExpenseSplit } | null,
): UpdateExpense {
  const patch: UpdateExpense = {};
  if (next.category !== e.category) patch.category = next.category;
  if (MONEY_KEYS.some((key) => next[key] !== e[key])) {
    Object.assign(patch, {
      amount: next.amount,
      currency: next.currency,
      rate: next.rate,
      rateDate: next.rateDate,
      rateSource: next.rateSource,
    });
  }
  if (next.date !== e.date) patch.date = next.date;
  if (next.description !== e.description) patch.description = next.description;
  if (choice) {
    if (choice.paidBy !== e.paidBy) patch.paidBy = choice.paidBy;
    if (!sameSplit(choice.split, e.split)) patch.split = choice.split;
  }
  return patch;
}
