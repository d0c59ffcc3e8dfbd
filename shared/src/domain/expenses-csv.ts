/**
 * A trip's expenses as a CSV file (RFC 4180) for a spreadsheet, made on the device.
 *
 * Amounts are US dollars with two decimals, as the app stores them. There is no currency
 * conversion yet; when there is, columns for the original amount, its currency and the rate
 * will be added after Amount.
 */
import { EXPENSE_CATEGORY_LABELS } from '../constants';
import type { Expense } from '../schemas/expense';
import { centsToDollarInput, formatCents } from './money';

export interface CsvMember {
  userId: string;
  name: string;
}

export const EXPENSES_CSV_HEADER = [
  'Date',
  'Category',
  'Description',
  'Amount (USD)',
  'Kind',
  'Paid by',
  'Split',
  'Added by',
] as const;

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

/** 'Ada, Ben' for an equal split, 'Ada $10.00; Ben $5.00' for exact shares; '' on a solo trip. */
function splitText(expense: Expense, names: ReadonlyMap<string, string>): string {
  const split = expense.split;
  if (!split) return '';
  if (split.kind === 'equal') return split.members.map((id) => nameOf(id, names)).join(', ');
  return split.shares
    .map((s) => `${nameOf(s.userId, names)} ${formatCents(s.amount)}`.trim())
    .join('; ');
}

/** The file's text: BOM, header, one row per expense in the given order, CRLF line endings. */
export function buildExpensesCsv(
  expenses: readonly Expense[],
  members: readonly CsvMember[],
): string {
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const rows = expenses.map((e) => [
    csvField(e.date, { text: false }),
    csvField(EXPENSE_CATEGORY_LABELS[e.category]),
    csvField(e.description),
    csvField(centsToDollarInput(e.amount), { text: false }),
    e.kind === 'settlement' ? 'payment' : 'expense',
    csvField(nameOf(e.paidBy, names)),
    csvField(splitText(e, names)),
    csvField(nameOf(e.createdBy, names)),
  ]);
  return (
    BOM +
    [[...EXPENSES_CSV_HEADER], ...rows].map((fields) => fields.join(',')).join('\r\n') +
    '\r\n'
  );
}
