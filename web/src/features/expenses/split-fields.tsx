import { chakra, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { currencyDigits } from '@shared/money/currencies';
import { amountStep, currencySymbol, parseMinorUnits } from '@shared/money/minor-units';
import type { TripMember } from '@shared/schemas/trip-member';
import { ChoiceInput } from './choice-input';
import type { ExpenseFormValues } from './expense-form-values';
import type { MemberNames } from '../../lib/member-names';
import { SplitPreview } from './split-preview';
import { SPLIT_MODE_LABELS, SPLIT_MODES, splitFromForm } from './split-form-values';

const Fieldset = chakra('fieldset', { base: { minW: 0 } });
const Legend = chakra('legend', { base: { fontSize: 'sm', fontWeight: 'medium', mb: '1' } });

/**
 * 'Paid by' and 'Split' of the expense form on a shared trip. `showProblem` turns on after a
 * submit the split stopped: from then on its message follows what the traveller types, and goes
 * once the split adds up.
 */
export function SplitFields({
  form,
  active,
  names,
  currency,
  showProblem,
}: {
  form: UseFormReturn<ExpenseFormValues>;
  active: readonly TripMember[];
  names: MemberNames;
  /** The expense's currency: exact shares are typed in it, as the receipt says. */
  currency: string;
  showProblem: boolean;
}) {
  const values = useWatch({ control: form.control }) as ExpenseFormValues;
  const activeIds = active.map((m) => m.userId);
  const amount = parseMinorUnits(values.amount ?? '', currency);
  const choice = amount === null ? null : splitFromForm(values, amount, activeIds, currency);
  const problem = showProblem && choice && !choice.ok ? choice.message : null;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Paid by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('paidBy')}>
              {active.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {names.label(m.userId)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>

      <Fieldset>
        <Legend>Split</Legend>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '5' }} wrap="wrap">
          {SPLIT_MODES.map((mode) => (
            <ChoiceInput key={mode} type="radio" value={mode} {...form.register('splitMode')}>
              {SPLIT_MODE_LABELS[mode]}
            </ChoiceInput>
          ))}
        </Stack>
      </Fieldset>

      {values.splitMode === 'some' && (
        <Fieldset>
          <Legend>Who shares it</Legend>
          <Controller
            control={form.control}
            name="some"
            render={({ field }) => (
              <Stack direction="row" columnGap="5" rowGap="0" wrap="wrap">
                {active.map((m) => (
                  <ChoiceInput
                    key={m.userId}
                    type="checkbox"
                    name={field.name}
                    value={m.userId}
                    checked={field.value.includes(m.userId)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, m.userId]
                          : field.value.filter((id) => id !== m.userId),
                      )
                    }
                  >
                    {names.label(m.userId)}
                  </ChoiceInput>
                ))}
              </Stack>
            )}
          />
        </Fieldset>
      )}

      {values.splitMode === 'exact' && (
        <Fieldset>
          <Legend>Amount for each person ({currencySymbol(currency)})</Legend>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
            {active.map((m) => (
              <Field.Root key={m.userId}>
                <Field.Label fontWeight="normal">{names.label(m.userId)}</Field.Label>
                <Input
                  type="number"
                  inputMode="decimal"
                  step={amountStep(currency)}
                  min="0"
                  placeholder={(0).toFixed(currencyDigits(currency))}
                  {...form.register(`exact.${m.userId}`)}
                />
              </Field.Root>
            ))}
          </SimpleGrid>
        </Fieldset>
      )}

      {choice?.ok && choice.split.kind === 'equal' && amount !== null && (
        <SplitPreview
          amount={amount}
          currency={currency}
          paidBy={choice.paidBy}
          split={choice.split}
          names={names}
        />
      )}
      {/* red.fg, not fg.error: the form's tinted background needs the darker red for 4.5:1. */}
      {problem && (
        <Text role="alert" fontSize="sm" color="red.fg">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
