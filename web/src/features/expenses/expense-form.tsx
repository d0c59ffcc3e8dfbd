import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isCurrencyCode } from '@shared/money/currencies';
import { parseMinorUnits } from '@shared/money/minor-units';
import type { Expense } from '@shared/schemas/expense';
import type { TripMember } from '@shared/schemas/trip-member';
import { addExpense, updateExpense } from '../../db/expense-repo';
import { useDb } from '../../session/db-context';
import { notify } from '../../lib/toaster';
import { todayIso } from '../../lib/format-date';
import { writeErrorMessage } from '../../lib/write-errors';
import { ExpenseMainFields } from './expense-main-fields';
import {
  emptyExpense,
  expensePatch,
  expenseToForm,
  type ExpenseFormValues,
  type ExpenseMoney,
} from './expense-form-values';
import { frozenRate, rateView } from './expense-money';
import type { TripMoney } from './trip-money';
import { memberNames } from '../../lib/member-names';
import { RatePanel } from './rate-panel';
import { SplitFields } from './split-fields';
import { splitFromForm } from './split-form-values';

/**
 * The inline 'Add Expense' form of Budget & Expenses; closes itself after a successful add.
 * `members` are the trip's (former ones included); with more than one active member the form
 * also asks who paid and how to split it. Given `expense`, it edits that one instead (filled in,
 * 'Save Expense'), sending only the fields that changed. `money` is the trip's home currency and
 * the rates this device knows: an amount in another currency is saved with its rate frozen.
 */
export function ExpenseForm({
  tripId,
  members,
  money,
  onClose,
  expense,
}: {
  tripId: string;
  members: readonly TripMember[];
  money: TripMoney;
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
      : emptyExpense(activeIds, db.userId, money.defaultCurrency),
  });
  const [adding, setAdding] = useState(false);
  const [splitChecked, setSplitChecked] = useState(false);
  const [rateChecked, setRateChecked] = useState(false);

  const [watchedCurrency, amountText, ownRate, rateText] = useWatch({
    control: form.control,
    name: ['currency', 'amount', 'ownRate', 'rate'],
  });
  const currency = isCurrencyCode(watchedCurrency) ? watchedCurrency : money.home;
  const view = rateView({
    currency,
    home: money.home,
    tables: money.tables,
    ownRate,
    rateText,
    editing: expense ?? null,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const amount = parseMinorUnits(values.amount, currency);
    // SPEC 5: not a number above 0 -> 'Error' / 'Please enter a valid amount', nothing saved.
    if (amount === null) {
      notify({ type: 'error', title: 'Error', description: 'Please enter a valid amount' });
      return;
    }
    const rate = frozenRate(view);
    // The rate's message shows inline under its field (RatePanel); nothing is saved.
    if (!rate.ok) {
      setRateChecked(true);
      return;
    }
    const choice = shared ? splitFromForm(values, amount, activeIds, currency) : null;
    // The split's message shows inline under it (SplitFields); nothing is saved.
    if (choice && !choice.ok) {
      setSplitChecked(true);
      return;
    }
    const moneyFields: ExpenseMoney = { amount, currency, ...rate.value };
    setAdding(true);
    if (expense) {
      await save(expense, values, moneyFields, choice?.ok ? choice : null);
      return;
    }
    try {
      await addExpense(db, {
        tripId,
        category: values.category,
        ...moneyFields,
        date: values.date || todayIso(),
        description: values.description.trim(),
        ...(choice ? { paidBy: choice.paidBy, split: choice.split } : {}),
      });
      notify({ type: 'success', title: 'Expense added successfully!' });
      form.reset(emptyExpense(activeIds, db.userId, money.defaultCurrency));
      setSplitChecked(false);
      setRateChecked(false);
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
    moneyFields: ExpenseMoney,
    choice: { paidBy: string; split: NonNullable<Expense['split']> } | null,
  ) => {
    try {
      const patch = expensePatch(
        e,
        {
          category: values.category,
          ...moneyFields,
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
        <ExpenseMainFields
          form={form}
          currency={currency}
          suggested={money.suggested}
          // A typed rate belongs to the pair it was typed for: another currency starts over
          // from the tables.
          onCurrencyChange={() => {
            form.setValue('ownRate', false);
            form.setValue('rate', '');
            setRateChecked(false);
          }}
        />
        {view.kind !== 'home' && (
          <RatePanel
            form={form}
            view={view}
            currency={currency}
            home={money.home}
            amount={parseMinorUnits(amountText, currency)}
            showProblem={rateChecked}
          />
        )}
        {shared && (
          <SplitFields
            form={form}
            active={active}
            names={names}
            currency={currency}
            showProblem={splitChecked}
          />
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
