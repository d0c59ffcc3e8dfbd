import { Field, GridItem, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { currencyDigits } from '@shared/money/currencies';
import { amountStep, currencySymbol } from '@shared/money/minor-units';
import { TextField } from '../../components/text-field';
import { CurrencySelect } from '../../components/currency-select';
import type { ExpenseFormValues } from './expense-form-values';

/**
 * Category, currency, amount, date and description of the expense form. The amount's label and
 * step follow the chosen currency: the SPEC's 'Amount ($)' with step 0.01 for dollars, 'Amount
 * (¥)' with step 1 for yen, 'Amount (KWD)' with step 0.001 for dinars.
 */
export function ExpenseMainFields({
  form,
  currency,
  suggested,
  onCurrencyChange,
}: {
  form: UseFormReturn<ExpenseFormValues>;
  /** The chosen currency, as the form watches it. */
  currency: string;
  /** Listed first in the currency select. */
  suggested: readonly string[];
  onCurrencyChange: () => void;
}) {
  return (
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
      <CurrencySelect
        suggested={suggested}
        {...form.register('currency', { onChange: onCurrencyChange })}
      />
      {/* SPEC: 'Amount ($)' with step 0.01; yen 'Amount (¥)' step 1, dinars step 0.001. */}
      <TextField
        label={`Amount (${currencySymbol(currency)})`}
        type="number"
        inputMode="decimal"
        step={amountStep(currency)}
        min="0"
        placeholder={(0).toFixed(currencyDigits(currency))}
        {...form.register('amount')}
      />
      <TextField label="Date" type="date" {...form.register('date')} />
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <TextField
          label="Description (optional)"
          placeholder="e.g. Taxi from the airport"
          {...form.register('description')}
        />
      </GridItem>
    </SimpleGrid>
  );
}
