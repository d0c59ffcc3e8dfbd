import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { updateExpenses } from '../../db/expense-repo';
import { useDb } from '../../session/db-context';
import { notify } from '../../lib/toaster';
import { writeErrorMessage } from '../../lib/write-errors';
import { earlierExpenseSplits } from './split-earlier';

/**
 * What a trip that became shared offers for the expenses logged before: they are 'Not split' and
 * count in nobody's balance until the traveller splits them, all at once, equally among everyone
 * on the trip now. A local write like any edit, so it works offline and syncs later.
 */
export function SplitEarlierExpenses({
  expenses,
  members,
  canEdit,
}: {
  expenses: readonly Expense[];
  members: readonly TripMember[];
  canEdit: boolean;
}) {
  const db = useDb();
  const [saving, setSaving] = useState(false);
  const edits = earlierExpenseSplits(expenses, members);
  const count = edits.length;
  const onSplit = async () => {
    setSaving(true);
    try {
      await updateExpenses(db, edits);
      notify({
        type: 'success',
        title: count === 1 ? 'Split 1 expense equally' : `Split ${count} expenses equally`,
      });
    } catch (error) {
      console.error('Splitting earlier expenses failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: writeErrorMessage(error, 'Failed to split the expenses'),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="2" p="3" rounded="md" bg="bg.muted" align="start">
      <Text fontSize="sm">
        Expenses added before the trip was shared are not split.{' '}
        {count === 1 ? '1 expense is' : `${count} expenses are`} in nobody&apos;s balance yet.
      </Text>
      {canEdit && count > 0 && (
        <Button
          size="sm"
          colorPalette="teal"
          variant="outline"
          loading={saving}
          onClick={() => void onSplit()}
        >
          Split earlier expenses equally
        </Button>
      )}
    </Stack>
  );
}
