import { chakra } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

interface ChoiceInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'radio' | 'checkbox';
  children: ReactNode;
}

/**
 * A native radio button or checkbox with its text as the label. Native inputs keep the app's slim
 * theme (no Chakra radio or checkbox recipes to ship) and are what phones and screen readers know
 * best; the whole row is the touch target.
 */
export const ChoiceInput = forwardRef<HTMLInputElement, ChoiceInputProps>(function ChoiceInput(
  { children, ...input },
  ref,
) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="9"
      fontSize="sm"
      cursor="pointer"
    >
      <chakra.input ref={ref} boxSize="4" accentColor="teal.solid" flexShrink={0} {...input} />
      {children}
    </chakra.label>
  );
});
