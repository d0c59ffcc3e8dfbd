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

export function totalCents(items: ReadonlyArray<{ amount: number }>): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}
