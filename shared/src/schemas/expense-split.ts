import { z } from 'zod';

/**
 * How an expense on a shared trip is divided. `equal` lists the members who share it (everyone
 * on the trip when the traveller chose "equally among all": the list is fixed when the expense
 * is entered, so a companion who joins later does not owe for what happened before). `exact`
 * gives each member's share in cents; the shares must add up to the expense's amount.
 */
export const expenseSplitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('equal'),
    members: z.array(z.uuid()).min(1, 'Choose at least one person to split with').max(50),
  }),
  z.object({
    kind: z.literal('exact'),
    shares: z
      .array(z.object({ userId: z.uuid(), amount: z.number().int().nonnegative() }))
      .min(1)
      .max(50),
  }),
]);
export type ExpenseSplit = z.infer<typeof expenseSplitSchema>;

/** An ordinary expense, or a settlement: money one member paid another to even up. */
export const EXPENSE_KINDS = ['expense', 'settlement'] as const;
export const expenseKindSchema = z.enum(EXPENSE_KINDS);
export type ExpenseKind = z.infer<typeof expenseKindSchema>;
