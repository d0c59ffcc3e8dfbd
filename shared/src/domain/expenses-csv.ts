/**
 * A trip's expenses as a CSV file (RFC 4180) for a spreadsheet, made on the device.
 *
 * 'Amount (USD)' is what each expense counts for in the trip's home currency (the header names
 * it: 'Amount (EUR)' on a euro trip), at its frozen rate, so the column adds up to the trip
 * page's total. The columns after the original ones say what was paid: the amount in its own
 * currency, the rate (home units per one unit of it; 1 in the home currency), the day of the
 * rates table and where the rate came from. New columns go at the end, so a sheet built on the
 * old layout keeps working.
 */
import { EXPENSE_CATEGORY_LABELS } from '../constants';
import { homeAmount, isForeign } from '../money/conversion';
import { formatMoney, minorUnitsToInput } from '../money/minor-units';
import type { RateSource } from '../money/rates';
import type { Expense } from '../schemas/expense';

export interface CsvMember {
  userId: string;
  name: string;
}

export function expensesCsvHeader(homeCurrency: string): string[] {
  return [
    'Date',
    'Category',
    'Description',
    `Amount (${homeCurrency})`,
    'Kind',
    'Paid by',
    'Split',
    'Added by',
    'Home currency',
    'Amount paid',
    'Currency paid',
    'Rate',
    'Rate date',
    'Rate source',
  ];
}

const RATE_SOURCE_WORDS: Record<RateSource, string> = {
  reference: 'built-in rates',
  daily: 'daily rates',
  manual: 'own rate',
};

/** Makes spreadsheet apps read UTF-8 (accents, non-Latin names) instead of guessing a code page. */
const BOM = '\uFEFF';

/**
 * One field: quoted when it holds a comma, a quote or a line break, with quotes doubled. Text a
 * spreadsheet would run as a formula ('=', '+', '-', '@' first) gets a leading apostrophe.
 */
export function csvField(value: string, { text = true } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function nameOf(userId: string | null, names: ReadonlyMap<string, string>): string {
  return userId ? (names.get(userId) ?? '') : '';
}

/**
 * 'Ada, Ben' for an equal split, 'Ada $10.00; Ben $5.00' for exact shares (in the currency paid,
 * as they were typed); '' on a solo trip.
 */
function splitText(expense: Expense, names: ReadonlyMap<string, string>): string {
  const split = expense.split;
  if (!split) return '';
  if (split.kind === 'equal') return split.members.map((id) => nameOf(id, names)).join(', ');
  return split.shares
    .map((s) => `${nameOf(s.userId, names)} ${formatMoney(s.amount, expense.currency)}`.trim())
    .join('; ');
}

/** The home amount, or '' for a foreign expense with no rate (which no total counts either). */
function homeAmountText(e: Expense, home: string): string {
  if (isForeign(e, home) && e.rate === null) return '';
  return minorUnitsToInput(homeAmount(e, home), home);
}

/** The rate as stored (8 significant digits, never an exponent); 1 in the home currency. */
function rateText(e: Expense, home: string): string {
  if (!isForeign(e, home)) return '1';
  if (e.rate === null) return '';
  return e.rate.toLocaleString('en-US', { maximumSignificantDigits: 8, useGrouping: false });
}

/**
 * The file's text: BOM, header, one row per expense in the given order, CRLF line endings.
 * `homeCurrency` is the trip's.
 */
export function buildExpensesCsv(
  expenses: readonly Expense[],
  members: readonly CsvMember[],
  homeCurrency: string,
): string {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const number = (text: string) => csvField(text, { text: false });
  const rows = expenses.map((e) => [
    number(e.date),
    csvField(EXPENSE_CATEGORY_LABELS[e.category]),
    csvField(e.description),
    number(homeAmountText(e, homeCurrency)),
    e.kind === 'settlement' ? 'payment' : 'expense',
    csvField(nameOf(e.paidBy, names)),
    csvField(splitText(e, names)),
    csvField(nameOf(e.createdBy, names)),
    homeCurrency,
    number(minorUnitsToInput(e.amount, e.currency)),
    e.currency,
    number(rateText(e, homeCurrency)),
    number(isForeign(e, homeCurrency) ? (e.rateDate ?? '') : ''),
    isForeign(e, homeCurrency) && e.rateSource ? RATE_SOURCE_WORDS[e.rateSource] : '',
  ]);
  return (
    BOM +
    [expensesCsvHeader(homeCurrency), ...rows].map((fields) => fields.join(',')).join('\r\n') +
    '\r\n'
  );
}
