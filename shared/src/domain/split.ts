import type { Expense } from '../schemas/expense';

type SplitExpense = Pick<Expense, 'amount' | 'paidBy' | 'split'> & {
  /** 'settlement' for a recorded payment between members; absent reads as an expense. */
  kind?: Expense['kind'];
};

/**
 * Each participant's share of an expense in integer cents; the shares add up to exactly
 * `e.amount`. Empty on a solo trip (no split).
 *
 * Equal split: everyone gets floor(amount / n). The leftover cents (amount mod n, so fewer than
 * n) all go to one member: the payer when the payer is among those sharing, otherwise the first
 * member listed. One stated person rather than a spread keeps the rule easy to say on screen
 * ("the extra cent goes to whoever paid") and the same on every device.
 *
 * Exact split: the shares as given, a share of 0 included so the screen can list that person.
 *
 * Throws when the split cannot add up to the amount (no members, or exact shares with another
 * total): the schema rejects both, so meeting one here is a programming error, and a wrong total
 * would silently unbalance everyone's balance.
 */
export function expenseShares(e: SplitExpense): Map<string, number> {
  const shares = new Map<string, number>();
  const split = e.split;
  if (split === null) return shares;

  if (split.kind === 'exact') {
    for (const s of split.shares) shares.set(s.userId, (shares.get(s.userId) ?? 0) + s.amount);
    const total = split.shares.reduce((sum, s) => sum + s.amount, 0);
    if (total !== e.amount) {
      throw new Error(`Exact split adds up to ${total}, not the amount ${e.amount}`);
    }
    return shares;
  }

  const members = split.members;
  const first = members[0];
  if (first === undefined) throw new Error('An equal split needs at least one member');
  const each = Math.floor(e.amount / members.length);
  for (const id of members) shares.set(id, (shares.get(id) ?? 0) + each);
  const leftover = e.amount - each * members.length;
  const takesLeftover = e.paidBy !== null && members.includes(e.paidBy) ? e.paidBy : first;
  shares.set(takesLeftover, (shares.get(takesLeftover) ?? 0) + leftover);
  return shares;
}

export interface MemberBalance {
  userId: string;
  /** Cents of the trip's costs this person paid out (recorded payments apart, in `sent`). */
  paid: number;
  /** Cents of the trip's costs that are theirs (recorded payments apart, in `received`). */
  share: number;
  /** Cents they paid other members back (recorded payments they made). */
  sent: number;
  /** Cents other members paid them back (recorded payments made to them). */
  received: number;
  /**
   * paid - share + sent - received: positive means the others owe them, negative means they
   * owe. A payment moves the debt without changing what anyone spent or what their share of the
   * trip is, so Paid and Share read the same before and after someone pays back.
   */
  net: number;
}

/**
 * Everyone's balance over a shared trip's expenses. A recorded payment (kind 'settlement') goes
 * to the payer's `sent` and the recipient's `received`, never to Paid or Share, yet moves the
 * net exactly as an expense wholly the recipient's would. Expenses without a split (or without a
 * payer) are skipped: they belong to no one in particular.
 *
 * Lists every id in `memberIds` in that order, zeros included, then anyone else who appears in
 * an expense (someone who has left the trip still owes or is owed) in ascending userId order.
 * The nets add up to exactly 0 because each expense or payment adds its amount to both sides.
 */
export function tripBalances(
  expenses: readonly SplitExpense[],
  memberIds: readonly string[],
): MemberBalance[] {
  const byId = new Map<string, MemberBalance>();
  const entry = (userId: string): MemberBalance => {
    let b = byId.get(userId);
    if (b === undefined) {
      b = { userId, paid: 0, share: 0, sent: 0, received: 0, net: 0 };
      byId.set(userId, b);
    }
    return b;
  };
  for (const id of memberIds) entry(id);

  for (const e of expenses) {
    if (e.split === null || e.paidBy === null) continue;
    const payment = e.kind === 'settlement';
    if (payment) entry(e.paidBy).sent += e.amount;
    else entry(e.paidBy).paid += e.amount;
    for (const [userId, share] of expenseShares(e)) {
      if (payment) entry(userId).received += share;
      else entry(userId).share += share;
    }
  }

  const listed = new Set(memberIds);
  // Plain code-unit order, not localeCompare, so every device sorts the same way.
  const former = [...byId.keys()].filter((id) => !listed.has(id)).sort(compareIds);
  return [...new Set(memberIds), ...former].map((id) => {
    const b = entry(id);
    return { ...b, net: b.paid - b.share + b.sent - b.received };
  });
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
