import { Button, Stack } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { SectionCard } from '../trips/section-card';
import { BudgetBar } from './budget-bar';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';

export function BudgetExpensesSection({ trip }: { trip: TripDetails }) {
  const [adding, setAdding] = useState(false);
  // A viewer reads the expenses and writes none: no 'Add Expense', no delete buttons.
  const editable = canEdit(trip.myRole);
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
          <ExpenseForm tripId={trip.id} members={trip.members} onClose={() => setAdding(false)} />
        )}
        {trip.budget !== null && <BudgetBar budget={trip.budget} expenses={trip.expenses} />}
        <ExpenseList
          tripId={trip.id}
          expenses={trip.expenses}
          pendingIds={trip.pendingIds}
          members={trip.members}
          canEdit={editable}
        />
      </Stack>
    </SectionCard>
  );
}
