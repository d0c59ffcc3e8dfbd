import { describe, expect, it } from 'vitest';
import { seededRandom as mulberry32 } from '../testing/seeded-random';
import { settleUp, type Transfer } from './settle-up';

type Balance = { userId: string; net: number };

const balances = (nets: Record<string, number>): Balance[] =>
  Object.entries(nets).map(([userId, net]) => ({ userId, net }));

/** The balances after everyone makes their transfers. */
function apply(start: readonly Balance[], transfers: readonly Transfer[]): Map<string, number> {
  const nets = new Map(start.map((b) => [b.userId, b.net]));
  for (const t of transfers) {
    nets.set(t.from, (nets.get(t.from) ?? 0) + t.amount);
    nets.set(t.to, (nets.get(t.to) ?? 0) - t.amount);
  }
  return nets;
}

function expectSettled(start: readonly Balance[], transfers: readonly Transfer[]): void {
  for (const [userId, net] of apply(start, transfers)) expect(net, userId).toBe(0);
  for (const t of transfers) {
    expect(t.amount).toBeGreaterThan(0);
    expect(Number.isInteger(t.amount)).toBe(true);
    expect(t.from).not.toBe(t.to);
  }
}

/** Random whole-cent balances that add up to zero; small values make zero-sum groups likely. */
function randomBalances(random: () => number, count: number, spread: number): Balance[] {
  const result: Balance[] = [];
  let total = 0;
  for (let i = 0; i < count - 1; i++) {
    const net = Math.floor(random() * (2 * spread + 1)) - spread;
    result.push({ userId: `u${String(i).padStart(2, '0')}`, net });
    total += net;
  }
  // 0 - total, not -total: the latter is -0 when total is 0, which toBe(0) rejects.
  result.push({ userId: `u${String(count - 1).padStart(2, '0')}`, net: 0 - total });
  return result;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/**
 * The fewest transfers by brute force: try every partition of the non-zero balances into
 * groups, keep those where every group adds up to zero, and take the one with the most groups.
 */
function bruteForceMinimum(start: readonly Balance[]): number {
  const nets = start.map((b) => b.net).filter((n) => n !== 0);
  let mostGroups = 0;
  const groupSums: number[] = [];
  const place = (i: number): void => {
    if (i === nets.length) {
      if (groupSums.every((s) => s === 0)) mostGroups = Math.max(mostGroups, groupSums.length);
      return;
    }
    const net = nets[i] ?? 0;
    for (let g = 0; g < groupSums.length; g++) {
      groupSums[g] = (groupSums[g] ?? 0) + net;
      place(i + 1);
      groupSums[g] = (groupSums[g] ?? 0) - net;
    }
    groupSums.push(net);
    place(i + 1);
    groupSums.pop();
  };
  place(0);
  return nets.length - mostGroups;
}

describe('settleUp', () => {
  it('pairs off balances that cancel: 2 transfers, not 3', () => {
    const start = balances({ a: 1000, b: 500, c: -1000, d: -500 });
    const transfers = settleUp(start);
    expect(transfers).toEqual([
      { from: 'c', to: 'a', amount: 1000 },
      { from: 'd', to: 'b', amount: 500 },
    ]);
    expectSettled(start, transfers);
  });

  it('finds pairs the plain greedy would miss', () => {
    // Greedy over everyone: e pays a 500, d pays b 400, then two 100s to even c: 4 transfers.
    // Split into {a, d} and {b, c, e} it takes 3.
    const start = balances({ a: 500, b: 400, c: 200, d: -500, e: -600 });
    const transfers = settleUp(start);
    expect(transfers).toEqual([
      { from: 'd', to: 'a', amount: 500 },
      { from: 'e', to: 'b', amount: 400 },
      { from: 'e', to: 'c', amount: 200 },
    ]);
    expectSettled(start, transfers);
  });

  it('has a creditor collect from several debtors in one group', () => {
    const start = balances({ ann: 4500, bob: -1500, cat: -3000, dan: 0 });
    expect(settleUp(start)).toEqual([
      { from: 'bob', to: 'ann', amount: 1500 },
      { from: 'cat', to: 'ann', amount: 3000 },
    ]);
  });

  it('needs nothing when everyone is even', () => {
    expect(settleUp([])).toEqual([]);
    expect(settleUp(balances({ a: 0, b: 0 }))).toEqual([]);
  });

  it('breaks ties by userId', () => {
    // b and c owe the same, a and d are owed the same: the smaller ids pair first.
    expect(settleUp(balances({ d: 500, c: -500, b: -500, a: 500 }))).toEqual([
      { from: 'b', to: 'a', amount: 500 },
      { from: 'c', to: 'd', amount: 500 },
    ]);
  });

  it('refuses balances that do not add up to zero or are not whole cents', () => {
    expect(() => settleUp(balances({ a: 100, b: -99 }))).toThrow(/add up to 1/);
    expect(() => settleUp(balances({ a: 0.5, b: -0.5 }))).toThrow();
    expect(() =>
      settleUp([
        { userId: 'a', net: 100 },
        { userId: 'a', net: -100 },
      ]),
    ).toThrow();
  });

  it('matches the brute-force minimum for random groups of up to 7 people', () => {
    const random = mulberry32(42);
    for (let run = 0; run < 400; run++) {
      const count = 2 + Math.floor(random() * 6);
      const spread = random() < 0.5 ? 4 : 300;
      const start = randomBalances(random, count, spread);
      const transfers = settleUp(start);
      const context = JSON.stringify(start);
      expectSettled(start, transfers);
      expect(transfers.length, context).toBe(bruteForceMinimum(start));
      expect(transfers.length, context).toBeLessThanOrEqual(Math.max(0, count - 1));
    }
  });

  it('gives the same answer whatever order the balances come in', () => {
    const random = mulberry32(99);
    for (let run = 0; run < 100; run++) {
      const start = randomBalances(random, 2 + Math.floor(random() * 12), 5);
      const transfers = settleUp(start);
      expect(settleUp(shuffled(start, random))).toEqual(transfers);
      const sorted = [...transfers].sort((x, y) =>
        x.from < y.from ? -1 : x.from > y.from ? 1 : x.to < y.to ? -1 : 1,
      );
      expect(transfers).toEqual(sorted);
    }
  });

  it('still settles everyone in at most n - 1 transfers above 14 people', () => {
    const random = mulberry32(3);
    for (let run = 0; run < 50; run++) {
      const count = 15 + Math.floor(random() * 20);
      const start = randomBalances(random, count, 10_000);
      const transfers = settleUp(start);
      expectSettled(start, transfers);
      const nonZero = start.filter((b) => b.net !== 0).length;
      expect(transfers.length).toBeLessThanOrEqual(Math.max(0, nonZero - 1));
      expect(settleUp(shuffled(start, random))).toEqual(transfers);
    }
  });

  it('settles 14 people exactly and quickly', () => {
    // Seven pairs that cancel: the exact search finds all seven.
    const nets: Record<string, number> = {};
    for (let i = 0; i < 7; i++) {
      nets[`c${i}`] = 100 * (i + 1);
      nets[`d${i}`] = -100 * (i + 1);
    }
    const start = balances(nets);
    const transfers = settleUp(start);
    expect(transfers).toHaveLength(7);
    expectSettled(start, transfers);
  });
});
