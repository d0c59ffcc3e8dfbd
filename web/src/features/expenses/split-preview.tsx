import { Text } from '@chakra-ui/react';
import { expenseShares } from '@shared/domain/split';
import { formatMoney } from '@shared/money/minor-units';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { MemberNames } from '../../lib/member-names';

/**
 * Each person's share of an equal split as it will be stored, so the traveller sees before saving
 * who takes the leftover cent (or yen) (the payer when sharing it, else the first person listed).
 */
export function SplitPreview({
  amount,
  currency,
  paidBy,
  split,
  names,
}: {
  /** Minor units of `currency`, the expense's own. */
  amount: number;
  currency: string;
  paidBy: string;
  split: ExpenseSplit;
  names: MemberNames;
}) {
  const shares = [...expenseShares({ amount, paidBy, split })];
  return (
    <Text fontSize="sm" color="fg.muted">
      Shares:{' '}
      {shares.map(([id, cents]) => `${names.label(id)} ${formatMoney(cents, currency)}`).join(', ')}
    </Text>
  );
}
