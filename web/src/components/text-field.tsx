import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

interface TextFieldProps extends InputProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its validation message; the label is tied to the input for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...input} />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
