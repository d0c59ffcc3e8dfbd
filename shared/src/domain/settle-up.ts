/** One payment that evens up a shared trip: `from` pays `to` `amount` cents (above zero). */
export interface Transfer {
  from: string;
  to: string;
  amount: number;
}

/**
 * Beyond this many people with a non-zero balance the exact search (2^n subsets) is skipped and
 * the greedy answer used instead; 14 keeps the search to 16,384 subsets, instant on a phone.
 */
const EXACT_LIMIT = 14;

interface Balance {
  userId: string;
  net: number;
}

/**
 * The fewest transfers that bring every balance to zero (net > 0: is owed; net < 0: owes).
 *
 * Each group of people whose balances add up to zero can settle among themselves in (size - 1)
 * transfers, so the fewest transfers is (people with a non-zero balance) minus (the most disjoint
 * zero-sum groups they can be split into). Up to 14 such people that maximum is found exactly over
 * all subsets; within each group the largest debtor pays the largest creditor until all are even.
 * Above 14 the greedy runs over everyone at once: still at most n - 1 transfers, not always fewest.
 *
 * The same balances always give the same transfers whatever their order: people are sorted by
 * userId first and every tie goes to the smaller userId. The answer is sorted by `from`, then `to`.
 *
 * Throws when the balances are not whole cents, name someone twice, or do not add up to zero:
 * they come from `tripBalances`, so any of these is a programming error.
 */
export function settleUp(balances: readonly Balance[]): Transfer[] {
  let total = 0;
  const seen = new Set<string>();
  for (const b of balances) {
    if (!Number.isSafeInteger(b.net)) throw new Error(`Balance of ${b.userId} is not whole cents`);
    if (seen.has(b.userId)) throw new Error(`${b.userId} has two balances`);
    seen.add(b.userId);
    total += b.net;
  }
  if (total !== 0) throw new Error(`Balances add up to ${total}, not 0`);

  const people = balances
    .filter((b) => b.net !== 0)
    .map((b) => ({ userId: b.userId, net: b.net }))
    .sort((a, b) => compareIds(a.userId, b.userId));

  const groups = people.length <= EXACT_LIMIT ? zeroSumGroups(people) : [people];
  return groups
    .flatMap(settleGreedily)
    .sort((a, b) => compareIds(a.from, b.from) || compareIds(a.to, b.to));
}

/**
 * Splits people (sorted, non-zero, adding up to zero) into the most disjoint zero-sum groups.
 *
 * Add the people of `mask` one at a time in some order; a group closes each time the running
 * total is zero. best[mask] is the most groups any order closes. Any partition of everyone into
 * zero-sum groups is such an order (group after group), and every order gives such a partition,
 * so best[full] is the maximum. Walking back from the full set, always removing the lowest index that keeps
 * the best count, recovers the groups deterministically.
 */
function zeroSumGroups(people: readonly Balance[]): Balance[][] {
  const n = people.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(full + 1).fill(0);
  const best = new Array<number>(full + 1).fill(0);
  for (let mask = 1; mask <= full; mask++) {
    const low = mask & -mask;
    sum[mask] = (sum[mask ^ low] ?? 0) + (people[31 - Math.clz32(low)]?.net ?? 0);
    let most = 0;
    for (let i = 0; i < n; i++) {
      if ((mask & (1 << i)) !== 0) most = Math.max(most, best[mask ^ (1 << i)] ?? 0);
    }
    best[mask] = most + (sum[mask] === 0 ? 1 : 0);
  }

  const groups: Balance[][] = [];
  let mask = full;
  let groupEnd = full;
  while (mask !== 0) {
    const closes = sum[mask] === 0 ? 1 : 0;
    let next = -1;
    for (let i = 0; i < n && next < 0; i++) {
      const bit = 1 << i;
      if ((mask & bit) !== 0 && (best[mask ^ bit] ?? 0) + closes === best[mask]) next = mask ^ bit;
    }
    // Cannot happen: best[mask] was built from one of these very steps.
    if (next < 0) throw new Error('Settle-up search lost its way');
    mask = next;
    if (sum[mask] === 0) {
      groups.push(people.filter((_, i) => (groupEnd & ~mask & (1 << i)) !== 0));
      groupEnd = mask;
    }
  }
  return groups;
}

/**
 * Settles people whose balances add up to zero: the largest debtor pays the largest creditor
 * as much as evens one of them, until all are even. Each transfer evens at least one person and
 * the last evens two, so a group of k takes at most k - 1 transfers (exactly k - 1 when it holds
 * no smaller zero-sum group). Ties go to the smaller userId.
 */
function settleGreedily(group: readonly Balance[]): Transfer[] {
  const left = group.map((b) => ({ ...b })).sort((a, b) => compareIds(a.userId, b.userId));
  const transfers: Transfer[] = [];
  for (;;) {
    let debtor: Balance | undefined;
    let creditor: Balance | undefined;
    for (const b of left) {
      if (b.net < 0 && (debtor === undefined || b.net < debtor.net)) debtor = b;
      if (b.net > 0 && (creditor === undefined || b.net > creditor.net)) creditor = b;
    }
    if (debtor === undefined || creditor === undefined) return transfers;
    const amount = Math.min(-debtor.net, creditor.net);
    transfers.push({ from: debtor.userId, to: creditor.userId, amount });
    debtor.net += amount;
    creditor.net -= amount;
  }
}

/** Plain code-unit order, not localeCompare, so every device agrees. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
