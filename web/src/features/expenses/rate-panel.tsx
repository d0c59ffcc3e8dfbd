import { Box, Stack, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { homeAmount } from '@shared/money/conversion';
import { formatMoney } from '@shared/money/minor-units';
import { TextField } from '../../components/text-field';
import { ChoiceInput } from './choice-input';
import type { ExpenseFormValues } from './expense-form-values';
import { describeRate, describeRateTable, frozenRate, type RateView } from './expense-money';

/**
 * What an expense in another currency will count for: the rate that will be frozen with it,
 * where that rate is from and of which day (offline, the last rates this device knew), the
 * converted amount as the traveller types, and 'Use my own rate' for their card's rate. When no
 * table knows the pair, the rate field is shown and required.
 */
export function RatePanel({
  form,
  view,
  currency,
  home,
  amount,
  showProblem,
}: {
  form: UseFormReturn<ExpenseFormValues>;
  view: Exclude<RateView, { kind: 'home' }>;
  currency: string;
  home: string;
  /** The typed amount in minor units of `currency`, or null while it is not valid. */
  amount: number | null;
  /** After a submit the rate stopped: its message shows, and follows what is typed. */
  showProblem: boolean;
}) {
  const rate = view.rate;
  const converted =
    amount !== null && rate !== null
      ? formatMoney(homeAmount({ amount, currency, rate }, home), home)
      : null;
  const checked = frozenRate(view);
  const problem = showProblem && !checked.ok ? checked.message : undefined;

  return (
    <Box rounded="md" borderWidth="1px" bg="bg" px="4" py="3">
      <Stack gap="3">
        {view.kind === 'table' && (
          <Text fontSize="sm">
            <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {describeRate(view.rate, currency, home)}
            </Text>
            <Text as="span" color="fg.muted">
              {' · '}
              {describeRateTable(view.source, view.date)}
              {view.kept && ', as when it was entered'}
            </Text>
          </Text>
        )}
        {view.kind === 'own' && view.required && (
          <Text fontSize="sm" color="fg.muted">
            No exchange rate from {currency} to {home} is known on this device: enter your rate.
          </Text>
        )}
        {converted && (
          <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            ≈ {converted}
          </Text>
        )}
        {!(view.kind === 'own' && view.required) && (
          <ChoiceInput
            type="checkbox"
            {...form.register('ownRate', {
              // Starts from the table's rate, so a card rate close to it is a small edit.
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked && view.kind === 'table' && !form.getValues('rate')) {
                  form.setValue('rate', String(view.rate));
                }
              },
            })}
          >
            Use my own rate
          </ChoiceInput>
        )}
        {view.kind === 'own' && (
          <TextField
            label={`Your rate (${home} per 1 ${currency})`}
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            placeholder="e.g. your card's rate"
            error={problem}
            {...form.register('rate')}
          />
        )}
      </Stack>
    </Box>
  );
}
