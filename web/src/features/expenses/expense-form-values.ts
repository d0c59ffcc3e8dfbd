import { DEFAULT_EXPENSE_CATEGORY, type ExpenseCategory } from '@shared/constants';
import { todayIso } from '../trips/format-date';
import { defaultSplitValues, type SplitFormValues } from './split-form-values';

/** The 'Add Expense' form as typed; the split part is used on a shared trip only. */
export interface ExpenseFormValues extends SplitFormValues {
  category: ExpenseCategory;
  amount: string;
  date: string;
  description: string;
}

export const emptyExpense = (activeIds: readonly string[], me: string): ExpenseFormValues => ({
  category: DEFAULT_EXPENSE_CATEGORY,
  amount: '',
  date: todayIso(),
  description: '',
  ...defaultSplitValues(activeIds, me),
});
