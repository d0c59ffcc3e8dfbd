/**
 * "Where the money went": spend by category, spend per trip day against a daily budget, and the
 * projected total at the current pace. Pure rules over calendar days.
 *
 * Dates are calendar days, `yyyy-MM-dd`, with no time zone: the traveller's own calendar day is
 * what counts. The rules never read the clock; the caller passes `today`, which must be the
 * device's local date, e.g. `format(new Date(), 'yyyy-MM-dd')` (`todayIso` in the web app), never
 * the UTC date of `toISOString()`, which is yesterday or tomorrow for part of the day in many
 * places.
 *
 * Settlements (paying a companion back) are not spending and are left out everywhere, like
 * `totalCents` does for the budget bar, so the category totals add up to the budget bar's spent.
 */
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../constants';
import type { ExpenseKind } from '../schemas/expense-split';
import { tripLengthDays } from './trip-length';
import { DAY_MS } from './zoned-time';

/** What the rules read of an expense. `kind` absent means an ordinary expense. */
export interface SpendingItem {
  amount: number;
  category: ExpenseCategory;
  date: string;
  kind?: ExpenseKind;
}

/** What the rules read of a trip. `budget` is integer cents, or null when the trip has none. */
export interface TripSpan {
  startDate: string;
  endDate: string;
  budget: number | null;
}

export interface CategorySpend {
  category: ExpenseCategory;
  cents: number;
}

export interface DaySpend {
  /** 1 for the start date, up to the trip's length. */
  day: number;
  /** The calendar day, `yyyy-MM-dd`. */
  date: string;
  cents: number;
  /** This day's share of the budget, or null when the trip has no budget. */
  budgetCents: number | null;
}

export interface SpendByDay {
  days: DaySpend[];
  /** Spent on days before the start date (flights, deposits): shown as 'Before the trip'. */
  beforeTrip: number;
  /** Spent on days after the end date (a fee charged once home): shown as 'After the trip'. */
  afterTrip: number;
}

export type TripPhase = 'before' | 'during' | 'after';

export interface PaceProjection {
  phase: TripPhase;
  /**
   * Before the trip: null (there is no pace yet). During: the projected total at the current
   * pace. After: the actual total.
   */
  projectedCents: number | null;
  /** How the projection compares with the budget; null without a budget or a projection. */
  budgetState: 'over budget' | 'within budget' | null;
}

/** Days since 1970-01-01 of a calendar day, or NaN when it is not `yyyy-MM-dd`. */
function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return NaN;
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  // Date.UTC rolls 2026-02-31 over into March; such a day is not a calendar day.
  const back = new Date(ms);
  if (back.getUTCMonth() !== (m ?? NaN) - 1 || back.getUTCDate() !== d) return NaN;
  return Math.round(ms / DAY_MS);
}

/** The calendar day `n` days after a day number. */
function isoOfDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether an expense is spending: everything but settlements. */
export function isSpending(item: { kind?: ExpenseKind }): boolean {
  return item.kind !== 'settlement';
}

/** Whether a trip has anything to show in "Where the money went". */
export function hasSpending(items: ReadonlyArray<{ kind?: ExpenseKind }>): boolean {
  return items.some(isSpending);
}

/**
 * Cents spent in each category that has any, largest first; equal amounts keep the order of
 * EXPENSE_CATEGORIES, so the list never reshuffles between renders.
 */
export function spendByCategory(items: readonly SpendingItem[]): CategorySpend[] {
  const sums = new Map<ExpenseCategory, number>();
  for (const item of items) {
    if (!isSpending(item)) continue;
    sums.set(item.category, (sums.get(item.category) ?? 0) + item.amount);
  }
  const order = (c: ExpenseCategory) => EXPENSE_CATEGORIES.indexOf(c);
  return [...sums]
    .map(([category, cents]) => ({ category, cents }))
    .sort((a, b) => b.cents - a.cents || order(a.category) - order(b.category));
}

/**
 * The trip's days, `yyyy-MM-dd`, from the start date to the end date inclusive. There are always
 * `tripLengthDays` of them: a trip whose end precedes its start (or whose dates are unreadable)
 * has one day, its start date.
 */
export function tripDates(startDate: string, endDate: string): string[] {
  const length = tripLengthDays(startDate, endDate);
  const first = dayNumber(startDate);
  if (Number.isNaN(first)) return [startDate];
  return Array.from({ length }, (_, i) => isoOfDayNumber(first + i));
}

/**
 * The budget cut into one share per day, in integer cents, adding up exactly to the budget:
 * every day gets `floor(budget / days)` and the first `budget mod days` days one cent more.
 * Null when there is no budget.
 */
export function dailyBudgets(budget: number | null, days: number): number[] | null {
  if (budget === null) return null;
  const count = Math.max(1, Math.floor(days));
  const base = Math.floor(budget / count);
  const extra = budget - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Which trip day an expense's date falls on (1..N), 0 for before the trip, N + 1 for after.
 * An unreadable date counts as the first day, so its money is never lost from the totals.
 */
function dayIndexOf(date: string, first: number, length: number): number {
  const n = dayNumber(date);
  if (Number.isNaN(n) || Number.isNaN(first)) return 1;
  const index = n - first + 1;
  if (index < 1) return 0;
  if (index > length) return length + 1;
  return index;
}

/**
 * Cents spent on each trip day with that day's budget share. Expenses dated outside the trip are
 * not clamped onto the first or last day (that would make day 1 look like a spree when it only
 * holds the flights booked months ago); they are summed as `beforeTrip` and `afterTrip`.
 */
export function spendByDay(trip: TripSpan, items: readonly SpendingItem[]): SpendByDay {
  const dates = tripDates(trip.startDate, trip.endDate);
  const first = dayNumber(trip.startDate);
  const budgets = dailyBudgets(trip.budget, dates.length);
  const cents = new Array<number>(dates.length + 2).fill(0);
  for (const item of items) {
    if (!isSpending(item)) continue;
    const index = dayIndexOf(item.date, first, dates.length);
    cents[index] = (cents[index] ?? 0) + item.amount;
  }
  return {
    days: dates.map((date, i) => ({
      day: i + 1,
      date,
      cents: cents[i + 1] ?? 0,
      budgetCents: budgets?.[i] ?? null,
    })),
    beforeTrip: cents[0] ?? 0,
    afterTrip: cents[dates.length + 1] ?? 0,
  };
}

/**
 * Which day of the trip `today` (the device's local calendar day) is, 1..N, or null before the
 * trip, after it, or when `today` is unreadable.
 */
export function tripDayOf(
  trip: Pick<TripSpan, 'startDate' | 'endDate'>,
  today: string,
): number | null {
  const first = dayNumber(trip.startDate);
  const now = dayNumber(today);
  if (Number.isNaN(first) || Number.isNaN(now)) return null;
  const index = now - first + 1;
  return index >= 1 && index <= tripLengthDays(trip.startDate, trip.endDate) ? index : null;
}

/** Before, during or after the trip on `today`; null when a date is unreadable. */
export function tripPhase(
  trip: Pick<TripSpan, 'startDate' | 'endDate'>,
  today: string,
): TripPhase | null {
  const first = dayNumber(trip.startDate);
  const now = dayNumber(today);
  if (Number.isNaN(first) || Number.isNaN(now)) return null;
  if (now < first) return 'before';
  return tripDayOf(trip, today) === null ? 'after' : 'during';
}

/**
 * The total at the end of the trip if spending goes on as so far.
 *
 * - Before the trip: null; nothing has been spent at a pace yet.
 * - During the trip, on day d of N: the pace is what was spent on days 1..d (today included)
 *   divided by d, and the projection is that pace times N, plus what is dated outside the trip
 *   (before or after it), which is a one-off such as flights and is not multiplied. It is never
 *   less than the total already recorded, so expenses booked ahead for a later day still count.
 *   Rounded to whole cents.
 * - After the trip: the actual total.
 *
 * With a budget, the projection is 'over budget' when it exceeds the budget, else 'within budget'.
 */
export function projectAtPace(
  trip: TripSpan,
  items: readonly SpendingItem[],
  today: string,
): PaceProjection {
  const phase = tripPhase(trip, today) ?? 'before';
  const byDay = spendByDay(trip, items);
  const total =
    byDay.beforeTrip + byDay.afterTrip + byDay.days.reduce((sum, d) => sum + d.cents, 0);
  let projectedCents: number | null = null;
  if (phase === 'after') projectedCents = total;
  if (phase === 'during') {
    const elapsed = tripDayOf(trip, today) ?? 1;
    const soFar = byDay.days.slice(0, elapsed).reduce((sum, d) => sum + d.cents, 0);
    const paced = Math.round((soFar / elapsed) * byDay.days.length);
    projectedCents = Math.max(total, byDay.beforeTrip + byDay.afterTrip + paced);
  }
  const budgetState =
    projectedCents === null || trip.budget === null
      ? null
      : projectedCents > trip.budget
        ? 'over budget'
        : 'within budget';
  return { phase, projectedCents, budgetState };
}
