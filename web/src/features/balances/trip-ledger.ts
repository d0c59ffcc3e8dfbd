import { countInHome } from '@shared/domain/money-in-home';
import { formatMoney } from '@shared/money/minor-units';
import { settleUp, type Transfer } from '@shared/domain/settle-up';
import { tripBalances, type MemberBalance } from '@shared/domain/split';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import type { MemberNames } from '../../lib/member-names';

export interface TripLedger {
  /** Everyone on the trip now (in the trip's order), then former members who still appear. */
  balances: MemberBalance[];
  /** The fewest payments that even everyone up. */
  transfers: Transfer[];
  /** Ordinary expenses with no split (logged before the trip was shared): in nobody's balance. */
  unsplit: number;
}

/**
 * Balances and settle-up over all of a trip's expenses, payments included, in the trip's `home`
 * currency: each expense (and its exact shares) converted at its frozen rate, so what someone
 * paid in yen counts in dollars on a dollar trip.
 */
export function tripLedger(
  expenses: readonly Expense[],
  members: readonly TripMember[],
  home: string,
): TripLedger {
  const activeIds = members.filter((m) => m.active).map((m) => m.userId);
  const balances = tripBalances(countInHome(expenses, home).counted, activeIds);
  return {
    balances,
    transfers: settleUp(balances),
    unsplit: expenses.filter((e) => e.kind === 'expense' && e.split === null).length,
  };
}

/** A net balance with its sign: '+$12.00' (owed to them), '-$12.00' (they owe), '$0.00'. */
export function formatNet(minor: number, currency: string): string {
  if (minor === 0) return formatMoney(0, currency);
  return `${minor > 0 ? '+' : '-'}${formatMoney(Math.abs(minor), currency)}`;
}

/**
 * Where one person stands, in words: 'You are owed €120.40', 'You owe €35.10', 'Ben owes
 * $33.33', 'You are settled up'.
 */
export function describeStanding(
  userId: string,
  net: number,
  currency: string,
  names: MemberNames,
): string {
  const who = names.label(userId);
  const me = names.isMe(userId);
  if (net === 0) return `${who} ${me ? 'are' : 'is'} settled up`;
  const amount = formatMoney(Math.abs(net), currency);
  if (net > 0) return `${who} ${me ? 'are' : 'is'} owed ${amount}`;
  return `${who} ${me ? 'owe' : 'owes'} ${amount}`;
}

/** Recorded payments in one figure: what they paid back (+) less what they were paid (-). */
export function formatPayments(sent: number, received: number, currency: string): string {
  return formatNet(sent - received, currency);
}
