import { Box, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { useDb } from '../../session/db-context';
import { deleteExpense } from '../../db/expense-repo';
import { isShared } from '../../db/trip-role';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { ExpenseForm } from './expense-form';
import { ExpenseRow } from './expense-row';
import { memberNames } from '../../lib/member-names';
import { SettlementRow } from './settlement-row';
import type { TripMoney } from './trip-money';

/**
 * The trip's expenses and payments. `members` are everyone who is or was on the trip, so what a
 * former member paid keeps their name; `canEdit` false (a viewer) shows no edit or delete buttons.
 * An expense being edited shows the expense form in its place.
 */
export function ExpenseList({
  tripId,
  expenses,
  pendingIds,
  members,
  money,
  canEdit,
}: {
  tripId: string;
  expenses: Expense[];
  pendingIds: Set<string>;
  members: readonly TripMember[];
  money: TripMoney;
  canEdit: boolean;
}) {
  const db = useDb();
  const [editingId, setEditingId] = useState<string | null>(null);
  const names = useMemo(() => memberNames(members, db.userId), [members, db.userId]);
  const shared = useMemo(
    () =>
      isShared(members)
        ? { activeIds: members.filter((m) => m.active).map((m) => m.userId), names }
        : null,
    [members, names],
  );

  if (expenses.length === 0) {
    return (
      <Stack gap="1" textAlign="center" py="6">
        <Text fontWeight="medium">No expenses tracked yet</Text>
        {canEdit && (
          <Text color="fg.muted" fontSize="sm">
            Click &quot;Add Expense&quot; to start tracking your trip costs
          </Text>
        )}
      </Stack>
    );
  }

  const onDelete = async (id: string) => {
    try {
      await deleteExpense(db, id);
      notify({ type: 'success', title: 'Expense deleted' });
    } catch (error) {
      console.error('Deleting an expense failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: writeErrorMessage(error, 'Failed to delete expense'),
      });
    }
  };

  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Expenses">
      {expenses.map((e) => {
        const remove = canEdit ? () => void onDelete(e.id) : undefined;
        if (canEdit && editingId === e.id && e.kind !== 'settlement') {
          return (
            <Box as="li" key={e.id} py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
              <ExpenseForm
                tripId={tripId}
                members={members}
                money={money}
                expense={e}
                onClose={() => setEditingId(null)}
              />
            </Box>
          );
        }
        return e.kind === 'settlement' ? (
          <SettlementRow
            key={e.id}
            expense={e}
            pending={pendingIds.has(e.id)}
            names={names}
            onDelete={remove}
          />
        ) : (
          <ExpenseRow
            key={e.id}
            expense={e}
            home={money.home}
            pending={pendingIds.has(e.id)}
            shared={shared}
            onEdit={canEdit ? () => setEditingId(e.id) : undefined}
            onDelete={remove}
          />
        );
      })}
    </Stack>
  );
}
