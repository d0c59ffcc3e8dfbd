import type { Expense, UpdateExpense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';

/**
 * The edits that split equally among everyone on the trip now each ordinary expense logged
 * before the trip was shared ('Not split'). Such an expense was paid by its payer if it names
 * one, else by whoever added it, as long as they are still on the trip; otherwise (or when the device does not know who added it)
 * the owner is taken as the payer, who alone could add expenses before anyone joined.
 *
 * Empty when there is nothing to split or fewer than two people to split it between. Payments
 * between members always carry their split and are never touched.
 */
export function earlierExpenseSplits(
  expenses: readonly Expense[],
  members: readonly TripMember[],
): Array<{ id: string; patch: UpdateExpense }> {
  const active = members.filter((m) => m.active).map((m) => m.userId);
  const owner = members.find((m) => m.role === 'owner' && m.active)?.userId ?? active[0];
  if (active.length < 2 || owner === undefined) return [];
  return expenses
    .filter((e) => e.kind === 'expense' && e.split === null)
    .map((e) => {
      const known = [e.paidBy, e.createdBy].find((id) => id !== null && active.includes(id));
      const paidBy = known ?? owner;
      return { id: e.id, patch: { paidBy, split: { kind: 'equal', members: [...active] } } };
    });
}
