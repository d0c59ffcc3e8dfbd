import type { ExpenseKind } from '../schemas/expense-split';

export interface BudgetProgress {
  /** spent / budget as a percentage, capped at 100. */
  percent: number;
  state: 'remaining' | 'over budget';
  /** Cents left (remaining) or overspent (over budget); never negative. */
  amount: number;
}

/** SPEC 4: 'remaining' while budget minus spent is above 0, otherwise 'over budget'. */
export function budgetProgress(spentCents: number, budgetCents: number): BudgetProgress {
  const left = budgetCents - spentCents;
  const percent = budgetCents > 0 ? Math.min(100, (spentCents / budgetCents) * 100) : 100;
  return {
    percent,
    state: left > 0 ? 'remaining' : 'over budget',
    amount: Math.abs(left),
  };
}

/**
 * Cents spent over some expenses. Settlements are skipped: paying a companion back moves money
 * between travellers, it buys nothing, so it must not eat into the trip budget. `kind` is
 * optional so plain `{ amount }` lists still count as spending.
 */
export function totalCents(items: ReadonlyArray<{ amount: number; kind?: ExpenseKind }>): number {
  return items.reduce((sum, item) => (item.kind === 'settlement' ? sum : sum + item.amount), 0);
}
