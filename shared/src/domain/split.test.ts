import { describe, expect, it } from 'vitest';
import { seededRandom as mulberry32 } from '../testing/seeded-random';
import type { Expense } from '../schemas/expense';
import { expenseShares, tripBalances } from './split';

type SplitExpense = Pick<Expense, 'amount' | 'paidBy' | 'split'> & { kind?: Expense['kind'] };

const equal = (amount: number, paidBy: string, members: string[]): SplitExpense => ({
  amount,
  paidBy,
  split: { kind: 'equal', members },
});

const payment = (from: string, to: string, amount: number): SplitExpense => ({
  amount,
  paidBy: from,
  split: { kind: 'exact', shares: [{ userId: to, amount }] },
  kind: 'settlement',
});

const sum = (values: Iterable<number>): number => [...values].reduce((s, v) => s + v, 0);

describe('expenseShares', () => {
  it('gives the leftover cent to the payer when the payer shares it', () => {
    expect([...expenseShares(equal(10000, 'bob', ['ann', 'bob', 'cat']))]).toEqual([
      ['ann', 3333],
      ['bob', 3334],
      ['cat', 3333],
    ]);
    // All leftover cents go to that one person, never spread.
    expect([...expenseShares(equal(1003, 'cat', ['ann', 'bob', 'cat', 'dan']))]).toEqual([
      ['ann', 250],
      ['bob', 250],
      ['cat', 253],
      ['dan', 250],
    ]);
  });

  it('gives the leftover to the first member listed when the payer is not among them', () => {
    expect([...expenseShares(equal(10000, 'dan', ['cat', 'ann', 'bob']))]).toEqual([
      ['cat', 3334],
      ['ann', 3333],
      ['bob', 3333],
    ]);
  });

  it('splits evenly with nothing left over', () => {
    expect([...expenseShares(equal(9000, 'ann', ['ann', 'bob', 'cat']))]).toEqual([
      ['ann', 3000],
      ['bob', 3000],
      ['cat', 3000],
    ]);
  });

  it('takes exact shares as given, a zero share included', () => {
    const e: SplitExpense = {
      amount: 5000,
      paidBy: 'ann',
      split: {
        kind: 'exact',
        shares: [
          { userId: 'ann', amount: 0 },
          { userId: 'bob', amount: 3500 },
          { userId: 'cat', amount: 1500 },
        ],
      },
    };
    expect([...expenseShares(e)]).toEqual([
      ['ann', 0],
      ['bob', 3500],
      ['cat', 1500],
    ]);
  });

  it('is empty on a solo trip', () => {
    expect(expenseShares({ amount: 1200, paidBy: null, split: null }).size).toBe(0);
  });

  it('refuses splits that cannot add up to the amount', () => {
    expect(() =>
      expenseShares({
        amount: 100,
        paidBy: 'ann',
        split: { kind: 'exact', shares: [{ userId: 'bob', amount: 99 }] },
      }),
    ).toThrow(/adds up to 99/);
    expect(() => expenseShares(equal(100, 'ann', []))).toThrow();
  });

  it('always adds up to the amount, with equal shares at most n - 1 cents apart', () => {
    const random = mulberry32(20240601);
    const people = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'];
    for (let run = 0; run < 500; run++) {
      const amount = 1 + Math.floor(random() * 100_000);
      const n = 1 + Math.floor(random() * people.length);
      const members = people.slice(0, n).sort(() => random() - 0.5);
      const paidBy = people[Math.floor(random() * people.length)] ?? 'p0';
      const shares = expenseShares(equal(amount, paidBy, members));
      const values = [...shares.values()];
      const context = JSON.stringify({ amount, members, paidBy });
      expect(sum(values), context).toBe(amount);
      expect(shares.size, context).toBe(n);
      expect(Math.max(...values) - Math.min(...values), context).toBeLessThanOrEqual(n - 1);
      // Everyone but the one stated member gets exactly the floor.
      const floor = Math.floor(amount / n);
      expect(values.filter((v) => v !== floor).length, context).toBeLessThanOrEqual(1);
      const taker = members.includes(paidBy) ? paidBy : members[0];
      expect(shares.get(taker ?? ''), context).toBe(floor + (amount % n));
    }
  });
});

describe('tripBalances', () => {
  it('works through three people, one of whom pays back what they owed', () => {
    const expenses: SplitExpense[] = [
      equal(9000, 'ann', ['ann', 'bob', 'cat']), // dinner: each owes 3000
      equal(3000, 'bob', ['bob', 'cat']), // taxi: 1500 each
      payment('bob', 'ann', 3000), // bob pays ann back for dinner
      { amount: 700, paidBy: null, split: null }, // not shared: ignored
    ];
    expect(tripBalances(expenses, ['ann', 'bob', 'cat'])).toEqual([
      { userId: 'ann', paid: 9000, share: 3000, sent: 0, received: 3000, net: 3000 },
      { userId: 'bob', paid: 3000, share: 4500, sent: 3000, received: 0, net: 1500 },
      { userId: 'cat', paid: 0, share: 4500, sent: 0, received: 0, net: -4500 },
    ]);
  });

  it('zeroes a debt once it is paid, leaving what each spent and owed as it was', () => {
    const before = [equal(5000, 'ann', ['ann', 'bob'])];
    expect(tripBalances(before, ['ann', 'bob']).map((b) => b.net)).toEqual([2500, -2500]);
    const after = [...before, payment('bob', 'ann', 2500)];
    const settled = tripBalances(after, ['ann', 'bob']);
    expect(settled.map((b) => b.net)).toEqual([0, 0]);
    expect(settled.map((b) => [b.paid, b.share])).toEqual([
      [5000, 2500],
      [0, 2500],
    ]);
    expect(settled.map((b) => [b.sent, b.received])).toEqual([
      [0, 2500],
      [2500, 0],
    ]);
  });

  it('lists members in the given order with zeros, then former members by userId', () => {
    const expenses = [equal(4000, 'zed', ['zed', 'bob', 'abe', 'cat'])];
    expect(tripBalances(expenses, ['cat', 'dan', 'bob'])).toEqual([
      { userId: 'cat', paid: 0, share: 1000, sent: 0, received: 0, net: -1000 },
      { userId: 'dan', paid: 0, share: 0, sent: 0, received: 0, net: 0 },
      { userId: 'bob', paid: 0, share: 1000, sent: 0, received: 0, net: -1000 },
      { userId: 'abe', paid: 0, share: 1000, sent: 0, received: 0, net: -1000 },
      { userId: 'zed', paid: 4000, share: 1000, sent: 0, received: 0, net: 3000 },
    ]);
  });

  it('is empty of money on a solo trip and for no expenses', () => {
    expect(tripBalances([], ['ann'])).toEqual([
      { userId: 'ann', paid: 0, share: 0, sent: 0, received: 0, net: 0 },
    ]);
    expect(tripBalances([{ amount: 500, paidBy: null, split: null }], [])).toEqual([]);
  });

  it('always has nets that add up to zero', () => {
    const random = mulberry32(7);
    const people = ['a', 'b', 'c', 'd', 'e', 'f'];
    const pick = (): string => people[Math.floor(random() * people.length)] ?? 'a';
    for (let run = 0; run < 300; run++) {
      const expenses: SplitExpense[] = [];
      const count = Math.floor(random() * 12);
      for (let i = 0; i < count; i++) {
        const amount = 1 + Math.floor(random() * 50_000);
        const kind = random();
        if (kind < 0.5) {
          const members = people.filter(() => random() < 0.6);
          expenses.push(equal(amount, pick(), members.length > 0 ? members : [pick()]));
        } else if (kind < 0.8) {
          const a = Math.floor(random() * amount);
          expenses.push({
            amount,
            paidBy: pick(),
            split: {
              kind: 'exact',
              shares: [
                { userId: 'a', amount: a },
                { userId: 'b', amount: amount - a },
              ],
            },
          });
        } else {
          expenses.push(payment(pick(), pick(), amount));
        }
      }
      const balances = tripBalances(expenses, people.slice(0, 3));
      expect(sum(balances.map((b) => b.net))).toBe(0);
      expect(sum(balances.map((b) => b.paid))).toBe(sum(balances.map((b) => b.share)));
      expect(sum(balances.map((b) => b.sent))).toBe(sum(balances.map((b) => b.received)));
      for (const b of balances) expect(b.net).toBe(b.paid - b.share + b.sent - b.received);
    }
  });
});
