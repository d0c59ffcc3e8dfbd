import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { budgetProgress, totalCents } from '@shared/domain/budget';
import { formatMoney } from '@shared/money/minor-units';
import type { Expense } from '@shared/schemas/expense';

/**
 * Spent against the trip budget, capped at 100 %, with what is left or overspent (SPEC 4).
 * `expenses` are already in the home `currency` (countInHome), as the budget is.
 */
export function BudgetBar({
  budget,
  expenses,
  currency,
}: {
  budget: number;
  expenses: readonly Expense[];
  currency: string;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  const spent = totalCents(expenses);
  const progress = budgetProgress(spent, budget);
  const over = progress.state === 'over budget';
  return (
    <Stack gap="2">
      <HStack justify="space-between" fontSize="sm">
        <Text fontWeight="medium">
          {money(spent)} of {money(budget)}
        </Text>
        {/* The palettes' 700 shades: fg.success and fg.error are under 4.5:1 on white. */}
        <Text color={over ? 'red.fg' : 'green.fg'} fontWeight="medium">
          {money(progress.amount)} {progress.state}
        </Text>
      </HStack>
      <Progress.Root
        value={progress.percent}
        max={100}
        colorPalette={over ? 'red' : 'teal'}
        size="sm"
      >
        <Progress.Track aria-label="Budget used">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
