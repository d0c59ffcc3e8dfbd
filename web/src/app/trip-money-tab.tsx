import { Stack } from '@chakra-ui/react';
import type { TripDetails } from '../db/live-queries';
import { BalancesSection } from '../features/balances/balances-section';
import { BudgetExpensesSection } from '../features/expenses/budget-expenses-section';
import { SpendingInsightsSection } from '../features/insights/spending-insights-section';

/** The trip page's Money tab: budget and expenses, where the money went, who owes whom. */
export function TripMoneyTab({ trip }: { trip: TripDetails }) {
  return (
    <Stack gap="5">
      <BudgetExpensesSection trip={trip} />
      <SpendingInsightsSection trip={trip} />
      <BalancesSection trip={trip} />
    </Stack>
  );
}
