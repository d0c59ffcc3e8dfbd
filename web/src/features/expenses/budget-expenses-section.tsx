import { Button, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { countInHome } from '@shared/domain/money-in-home';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { SectionCard } from '../../components/section-card';
import { BudgetBar } from './budget-bar';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';
import { useRates } from './rates/use-rates';
import { tripMoney } from './trip-money';

export function BudgetExpensesSection({ trip }: { trip: TripDetails }) {
  const [adding, setAdding] = useState(false);
  // A viewer reads the expenses and writes none: no 'Add Expense', no delete buttons.
  const editable = canEdit(trip.myRole);
  // Asked here, with the trip open, so that rates fetched online are on the device offline.
  const tables = useRates();
  const money = useMemo(
    () => tripMoney(trip.currency, trip.expenses, tables),
    [trip.currency, trip.expenses, tables],
  );
  const counted = useMemo(
    () => countInHome(trip.expenses, trip.currency).counted,
    [trip.expenses, trip.currency],
  );
  return (
    <SectionCard
      title="Budget & Expenses"
      action={
        editable && (
          <Button
            size="sm"
            colorPalette="teal"
            variant={adding ? 'outline' : 'solid'}
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
          >
            {adding ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Add Expense
          </Button>
        )
      }
    >
      <Stack gap="5">
        {adding && editable && (
          <ExpenseForm
            tripId={trip.id}
            members={trip.members}
            money={money}
            onClose={() => setAdding(false)}
          />
        )}
        {trip.budget !== null && (
          <BudgetBar budget={trip.budget} expenses={counted} currency={trip.currency} />
        )}
        <ExpenseList
          tripId={trip.id}
          expenses={trip.expenses}
          pendingIds={trip.pendingIds}
          members={trip.members}
          money={money}
          canEdit={editable}
        />
      </Stack>
    </SectionCard>
  );
}
