import { Text } from '@chakra-ui/react';
import { expenseShares } from '@shared/domain/split';
import { formatCents } from '@shared/domain/money';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { MemberNames } from './member-names';

/**
 * Each person's share of an equal split as it will be stored, so the traveller sees before saving
 * who takes the leftover cent (the payer when sharing it, else the first person listed).
 */
export function SplitPreview({
  amount,
  paidBy,
  split,
  names,
}: {
  amount: number;
  paidBy: string;
  split: ExpenseSplit;
  names: MemberNames;
}) {
  const shares = [...expenseShares({ amount, paidBy, split })];
  return (
    <Text fontSize="sm" color="fg.muted">
      Shares: {shares.map(([id, cents]) => `${names.label(id)} ${formatCents(cents)}`).join(', ')}
    </Text>
  );
}
