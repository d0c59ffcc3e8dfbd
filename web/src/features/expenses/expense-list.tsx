import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { formatCents } from '@shared/domain/money';
import type { Expense } from '@shared/schemas/expense';
import { useDb } from '../../db/db-context';
import { deleteExpense } from '../../db/expense-repo';
import { notify } from '../../lib/toaster';
import { formatDay } from '../trips/format-date';
import { PendingMark } from '../trips/pending-mark';
import { writeErrorMessage } from '../trips/write-errors';

export function ExpenseList({
  expenses,
  pendingIds,
}: {
  expenses: Expense[];
  pendingIds: Set<string>;
}) {
  const db = useDb();
  if (expenses.length === 0) {
    return (
      <Stack gap="1" textAlign="center" py="6">
        <Text fontWeight="medium">No expenses tracked yet</Text>
        <Text color="fg.muted" fontSize="sm">
          Click &quot;Add Expense&quot; to start tracking your trip costs
        </Text>
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
      {expenses.map((e) => (
        <HStack
          as="li"
          key={e.id}
          gap="3"
          py="3"
          borderTopWidth="1px"
          _first={{ borderTopWidth: 0 }}
          align="center"
        >
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{EXPENSE_CATEGORY_LABELS[e.category]}</Text>
              <Text color="fg.muted" fontSize="sm">
                {formatDay(e.date, 'MMM d, yyyy')}
              </Text>
              {pendingIds.has(e.id) && <PendingMark />}
            </HStack>
            {e.description && (
              <Text color="fg.muted" fontSize="sm" truncate>
                {e.description}
              </Text>
            )}
          </Stack>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatCents(e.amount)}
          </Text>
          <IconButton
            aria-label="Delete expense"
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => void onDelete(e.id)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}
