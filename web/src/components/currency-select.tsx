import { Field, NativeSelect } from '@chakra-ui/react';
import { forwardRef, useMemo, type SelectHTMLAttributes } from 'react';
import { currencyOptions } from '../lib/currency-options';

interface CurrencySelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label?: string;
  /** Listed first, under 'On this trip' (the home currency, those already used). */
  suggested?: readonly string[];
  hint?: string | undefined;
}

/**
 * A currency chooser. A native select: on a phone it opens the system's own searchable wheel or
 * list, which handles 150 entries better than a custom menu, and it costs no extra code.
 */
export const CurrencySelect = forwardRef<HTMLSelectElement, CurrencySelectProps>(
  function CurrencySelect({ label = 'Currency', suggested = [], hint, disabled, ...select }, ref) {
    const options = useMemo(currencyOptions, []);
    const top = options.filter((o) => suggested.includes(o.code));
    return (
      <Field.Root disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field ref={ref} {...select}>
            {top.length > 0 && (
              <optgroup label="On this trip">
                {top.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="All currencies">
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {hint && <Field.HelperText>{hint}</Field.HelperText>}
      </Field.Root>
    );
  },
);
