import { z } from 'zod';
import { idSchema, isoDateSchema, isoInstantSchema } from './common';
import { expenseKindSchema, expenseSplitSchema } from './expense-split';
import { EXPENSE_CATEGORIES } from '../constants';
import { currencyCodeSchema } from '../money/currencies';
import { rateSourceSchema } from '../money/rates';

export const expenseCategorySchema = z.enum(EXPENSE_CATEGORIES);

export const expenseSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  category: expenseCategorySchema,
  /** Integer minor units of `currency` (cents, yen), above zero. */
  amount: z.number().int().positive(),
  /** What it was paid in (ISO 4217); rows from before currencies are in USD, as their trips. */
  currency: currencyCodeSchema,
  /**
   * Units of the trip's home currency per one unit of `currency`, frozen when the expense was
   * entered (or typed by the traveller), so totals never drift. Null when paid in the home
   * currency. See shared/src/money/conversion.ts.
   */
  rate: z.number().positive().nullable(),
  /** The day of the rates table the rate came from; null for a typed rate or none. */
  rateDate: isoDateSchema.nullable(),
  rateSource: rateSourceSchema.nullable(),
  date: isoDateSchema,
  description: z.string(),
  createdAt: isoInstantSchema,
  /** Who added it, as the server recorded it (never what a device claimed); null before sync. */
  createdBy: z.uuid().nullable(),
  /** On a shared trip: the member who paid. Null on a solo trip. */
  paidBy: z.uuid().nullable(),
  /** On a shared trip: who owes what of it. Null on a solo trip. */
  split: expenseSplitSchema.nullable(),
  kind: expenseKindSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const SPLIT_TOTAL_MESSAGE = 'The amounts must add up to the total';

/** A rate is a finite number above zero; the form says so in words before it gets here. */
const rateSchema = z
  .number()
  .positive('Please enter a valid rate')
  .max(1e9, 'Please enter a valid rate');

/**
 * The currency and its rate. Absent on changes queued before currencies existed (they are in the
 * trip's currency). Whether a rate is needed depends on the trip's home currency, which only the
 * stored trip knows: see `checkRateAgainstHome`.
 */
const moneyFields = {
  currency: currencyCodeSchema.optional(),
  rate: rateSchema.nullable().optional(),
  rateDate: isoDateSchema.nullable().optional(),
  rateSource: rateSourceSchema.nullable().optional(),
};

const insertExpenseFields = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  category: expenseCategorySchema,
  amount: z.number().int('Amount must be whole cents').positive('Please enter a valid amount'),
  ...moneyFields,
  date: isoDateSchema,
  // SPEC 3: sent as an empty string when absent.
  description: z.string().trim().max(1000).default(''),
  paidBy: z.uuid().optional(),
  split: expenseSplitSchema.optional(),
  /** Absent means an ordinary expense (queued changes from before sharing carry none). */
  kind: expenseKindSchema.optional(),
});
type ExpenseFields = z.output<typeof insertExpenseFields>;

/** A split must name each person once, add up to the amount, and a payment go between two. */
function checkSplit(e: ExpenseFields, ctx: z.RefinementCtx): void {
  if ((e.paidBy === undefined) !== (e.split === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['split'], message: 'Say who paid and who shares it' });
    return;
  }
  const split = e.split;
  if (split === undefined) {
    if (e.kind === 'settlement') {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A payment needs two people' });
    }
    return;
  }
  const ids = split.kind === 'equal' ? split.members : split.shares.map((s) => s.userId);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['split'], message: 'Each person can appear once' });
  }
  if (split.kind === 'exact' && split.shares.reduce((sum, s) => sum + s.amount, 0) !== e.amount) {
    ctx.addIssue({ code: 'custom', path: ['split'], message: SPLIT_TOTAL_MESSAGE });
  }
  if (
    e.kind === 'settlement' &&
    (split.kind !== 'exact' || split.shares.length !== 1 || split.shares[0]?.userId === e.paidBy)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['split'],
      message: 'A payment goes from one person to another',
    });
  }
}

export const insertExpenseSchema = insertExpenseFields.superRefine(checkSplit);
export type InsertExpense = z.infer<typeof insertExpenseSchema>;

/** The addExpense mutation's args: the same rules, with the id the device generated. */
export const addExpenseArgsSchema = insertExpenseFields
  .required({ id: true })
  .superRefine(checkSplit);

/**
 * PATCH /api/expenses/{id} and the updateExpense mutation: the fields a traveller edits, each
 * optional (at least one). `paidBy` and `split` are null on a solo trip. Whether the result is a
 * consistent expense (an exact split adding up to the amount, a payer with a split) is checked
 * against the stored row merged with the patch (`mergeExpensePatch`), where the row is known.
 */
export const updateExpenseSchema = z
  .object({
    category: expenseCategorySchema,
    amount: z.number().int('Amount must be whole cents').positive('Please enter a valid amount'),
    currency: currencyCodeSchema,
    rate: rateSchema.nullable(),
    rateDate: isoDateSchema.nullable(),
    rateSource: rateSourceSchema.nullable(),
    date: isoDateSchema,
    description: z.string().trim().max(1000),
    paidBy: z.uuid().nullable(),
    split: expenseSplitSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateExpense = z.infer<typeof updateExpenseSchema>;

/**
 * The stored expense with a patch laid over it, checked with the insert's rules. Answers the
 * merged expense, or the first problem's message (the insert's: 'The amounts must add up to the
 * total' when an exact split no longer matches the amount).
 */
const pick = <T>(patched: T | undefined, stored: T): T =>
  patched !== undefined ? patched : stored;

export function mergeExpensePatch(
  row: Pick<Expense, 'tripId' | 'category' | 'amount' | 'date' | 'description'> &
    Pick<Expense, 'paidBy' | 'split' | 'kind' | 'currency' | 'rate' | 'rateDate' | 'rateSource'>,
  patch: UpdateExpense,
): { ok: true; expense: InsertExpense } | { ok: false; message: string } {
  const paidBy = patch.paidBy !== undefined ? patch.paidBy : row.paidBy;
  const split = patch.split !== undefined ? patch.split : row.split;
  const result = insertExpenseSchema.safeParse({
    tripId: row.tripId,
    category: patch.category ?? row.category,
    amount: patch.amount ?? row.amount,
    currency: patch.currency ?? row.currency,
    rate: pick(patch.rate, row.rate),
    rateDate: pick(patch.rateDate, row.rateDate),
    rateSource: pick(patch.rateSource, row.rateSource),
    date: patch.date ?? row.date,
    description: patch.description ?? row.description,
    ...(paidBy !== null ? { paidBy } : {}),
    ...(split !== null ? { split } : {}),
    kind: row.kind,
  });
  if (result.success) return { ok: true, expense: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid expense' };
}

export const HOME_CURRENCY_RATE_MESSAGE = 'Enter the exchange rate';

/**
 * An expense in another currency than the trip's needs a rate to count; one in the trip's own
 * currency has none. Answers the problem's message, or null when the pair is consistent.
 * Checked where the trip is known: the server against the stored trip, the form against the trip
 * on the device.
 */
export function checkRateAgainstHome(
  expense: { currency?: string | null; rate?: number | null },
  homeCurrency: string,
): string | null {
  const currency = expense.currency ?? homeCurrency;
  if (currency === homeCurrency)
    return expense.rate == null ? null : 'A rate is only for another currency';
  return expense.rate == null ? HOME_CURRENCY_RATE_MESSAGE : null;
}
