import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { dollarsToCents } from '@shared/domain/money';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { addExpense, updateExpense } from '../../db/expense-repo';
import { useDb } from '../../db/db-context';
import { notify } from '../../lib/toaster';
import { TextField } from '../auth/text-field';
import { todayIso } from '../trips/format-date';
import { writeErrorMessage } from '../trips/write-errors';
import {
  emptyExpense,
  expensePatch,
  expenseToForm,
  type ExpenseFormValues,
} from './expense-form-values';
import { memberNames } from './member-names';
import { SplitFields } from './split-fields';
import { splitFromForm } from './split-form-values';

/**
 * The inline 'Add Expense' form of Budget & Expenses; closes itself after a successful add.
 * `members` are the trip's (former ones included); with more than one active member the form
 * also asks who paid and how to split it. Given `expense`, it edits that one instead (filled in,
 * 'Save Expense'), sending only the fields that changed.
 */
export function ExpenseForm({
  tripId,
  members,
  onClose,
  expense,
}: {
  tripId: string;
  members: readonly TripMember[];
  onClose: () => void;
  expense?: Expense | undefined;
}) {
  const db = useDb();
  const active = useMemo(() => members.filter((m) => m.active), [members]);
  const shared = active.length > 1;
  const activeIds = active.map((m) => m.userId);
  const names = useMemo(() => memberNames(members, db.userId), [members, db.userId]);
  const form = useForm<ExpenseFormValues>({
    defaultValues: expense
      ? expenseToForm(expense, activeIds, db.userId)
      : emptyExpense(activeIds, db.userId),
  });
  const [adding, setAdding] = useState(false);
  const [splitChecked, setSplitChecked] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    const amount = dollarsToCents(values.amount);
    // SPEC 5: not a number above 0 -> 'Error' / 'Please enter a valid amount', nothing saved.
    if (amount === null) {
      notify({ type: 'error', title: 'Error', description: 'Please enter a valid amount' });
      return;
    }
    const choice = shared ? splitFromForm(values, amount, activeIds) : null;
    // The split's message shows inline under it (SplitFields); nothing is saved.
    if (choice && !choice.ok) {
      setSplitChecked(true);
      return;
    }
    setAdding(true);
    if (expense) {
      await save(expense, values, amount, choice?.ok ? choice : null);
      return;
    }
    try {
      await addExpense(db, {
        tripId,
        category: values.category,
        amount,
        date: values.date || todayIso(),
        description: values.description.trim(),
        ...(choice ? { paidBy: choice.paidBy, split: choice.split } : {}),
      });
      notify({ type: 'success', title: 'Expense added successfully!' });
      form.reset(emptyExpense(activeIds, db.userId));
      setSplitChecked(false);
      onClose();
    } catch (error) {
      console.error('Adding an expense failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: writeErrorMessage(error, 'Failed to add expense'),
      });
    } finally {
      setAdding(false);
    }
  });

  const save = async (
    e: Expense,
    values: ExpenseFormValues,
    amount: number,
    choice: { paidBy: string; split: NonNullable<Expense['split']> } | null,
  ) => {
    try {
      const patch = expensePatch(
        e,
        {
          category: values.category,
          amount,
          date: values.date || e.date,
          description: values.description.trim(),
        },
        choice,
      );
      if (Object.keys(patch).length > 0) {
        await updateExpense(db, e.id, patch);
        notify({ type: 'success', title: 'Expense updated' });
      }
      onClose();
    } catch (error) {
      console.error('Editing an expense failed', error);
      notify({
        type: 'error',
        title: 'Error',
        description: writeErrorMessage(error, 'Failed to update expense'),
      });
    } finally {
      setAdding(false);
    }
  };

  return (
    <form aria-label={expense ? 'Edit expense' : 'New expense'} onSubmit={onSubmit} noValidate>
      <Stack gap="4" p="4" rounded="md" borderWidth="1px" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('category')}>
                {EXPENSE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {EXPENSE_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextField
            label="Amount ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            {...form.register('amount')}
          />
          <TextField label="Date" type="date" {...form.register('date')} />
          <TextField
            label="Description (optional)"
            placeholder="e.g. Taxi from the airport"
            {...form.register('description')}
          />
        </SimpleGrid>
        {shared && (
          <SplitFields form={form} active={active} names={names} showProblem={splitChecked} />
        )}
        <HStack justify="end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={adding}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="teal"
            loading={adding}
            loadingText={expense ? 'Saving...' : 'Adding...'}
          >
            {expense ? 'Save Expense' : 'Add Expense'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
