/**
 * A stay (an accommodation item) spans its nights: checked in on its day, checked out `nights`
 * days later, where `nights` is the day offset of its check-out ('11:00 (+5)': five nights). Its
 * cost is spread the same way over those nights in "Where the money went".
 */
import type { ItineraryType } from '../constants';
import type { ExpenseKind } from '../schemas/expense-split';
import { parseEndTime } from './item-end-time';
import { DAY_MS, utcMidnight } from './zoned-time';

export interface StayLike {
  id: string;
  day: number;
  type: ItineraryType;
  endTime: string | null;
}

/**
 * The nights of a stay: its check-out's explicit day offset. 0 for any other item, and for a stay
 * whose check-out says no '(+N)' (the text does not say which day it is, so nothing is guessed).
 */
export function stayNights(item: Pick<StayLike, 'type' | 'endTime'>): number {
  if (item.type !== 'accommodation') return 0;
  const { dayOffset } = parseEndTime(item.endTime);
  return dayOffset > 0 ? dayOffset : 0;
}

/** A stay shown again on a later day: a night after the first, or its check-out day. */
export interface StayContinuation<T extends StayLike = StayLike> {
  item: T;
  /** 2..nights for a night spent there; null on the check-out day. */
  night: number | null;
  nights: number;
}

/**
 * The days after each stay's check-in day, up to its check-out day, each with what that day
 * carries of it: 'night 2 of 5' ... 'night 5 of 5', then the check-out. The check-in day shows the
 * stay itself (it is the item). Days in order of the stays given.
 */
export function stayContinuations<T extends StayLike>(
  items: readonly T[],
): Map<number, StayContinuation<T>[]> {
  const byDay = new Map<number, StayContinuation<T>[]>();
  for (const item of items) {
    const nights = stayNights(item);
    for (let offset = 1; offset <= nights; offset += 1) {
      const day = item.day + offset;
      const entry = { item, night: offset < nights ? offset + 1 : null, nights };
      const list = byDay.get(day);
      if (list) list.push(entry);
      else byDay.set(day, [entry]);
    }
  }
  return byDay;
}

/** What the spreading reads of an expense (a `SpendingItem` of spending.ts). */
export interface SpreadableExpense {
  amount: number;
  category: string;
  date: string;
  kind?: ExpenseKind;
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The rule for a stay's cost per day. Expenses are not linked to plan items, so the stay is
 * found by what is certain: an Accommodation expense (positive, not a settlement) dated on the
 * check-in day of exactly one stay of the trip with known nights is that stay's cost, and it is
 * spread evenly over the stay's nights, the check-in day and the N - 1 days after it (the
 * check-out day is not a night). Cents-exact: every night gets floor(amount / N) and the first
 * `amount mod N` nights one cent more, so the parts add up to the amount. Anything else (another
 * category, no stay checking in that day, two stays checking in that day, a stay with no '(+N)')
 * stays on its own date, as before. Each part keeps the expense's other fields.
 */
export function spreadStayCosts<E extends SpreadableExpense>(
  startDate: string,
  stays: readonly StayLike[],
  expenses: readonly E[],
): E[] {
  const start = utcMidnight(startDate);
  if (!Number.isFinite(start)) return [...expenses];
  const nightsByCheckIn = new Map<string, number[]>();
  for (const stay of stays) {
    const nights = stayNights(stay);
    if (nights === 0) continue;
    const date = isoOf(start + (stay.day - 1) * DAY_MS);
    nightsByCheckIn.set(date, [...(nightsByCheckIn.get(date) ?? []), nights]);
  }
  return expenses.flatMap((expense) => {
    const candidates = nightsByCheckIn.get(expense.date);
    const spreads =
      expense.category === 'accommodation' &&
      expense.kind !== 'settlement' &&
      Number.isInteger(expense.amount) &&
      expense.amount > 0 &&
      candidates?.length === 1;
    if (!spreads) return [expense];
    const nights = candidates[0] as number;
    const base = Math.floor(expense.amount / nights);
    const extra = expense.amount - base * nights;
    const first = utcMidnight(expense.date);
    return Array.from({ length: nights }, (_, i) => ({
      ...expense,
      amount: base + (i < extra ? 1 : 0),
      date: isoOf(first + i * DAY_MS),
    }));
  });
}
