import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { PASSPORT_COUNTRIES, type PassportCode } from '@shared/reference/passport-countries';
import { canRenderFlagEmoji } from './flag-emoji';

export function PassportSelect({
  value,
  onChange,
}: {
  value: PassportCode;
  onChange: (code: PassportCode) => void;
}) {
  // Flags only where the browser draws them: elsewhere they are empty boxes before each name.
  const [flags] = useState(() => canRenderFlagEmoji(PASSPORT_COUNTRIES[0].flag));
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>Passport country</Field.Label>
      <NativeSelect.Root size="lg" bg="bg">
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            const chosen = PASSPORT_COUNTRIES.find((c) => c.code === e.target.value);
            if (chosen) onChange(chosen.code);
          }}
        >
          {PASSPORT_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {flags ? `${c.flag} ${c.name}` : c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
