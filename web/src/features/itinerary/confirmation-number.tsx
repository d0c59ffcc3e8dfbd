import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { notify } from '../../lib/toaster';

/**
 * A booking's confirmation number, in monospace so 0/O and 1/I can be told apart at a check-in
 * desk, with a copy button. The text also selects whole on a tap, for browsers without clipboard
 * access (an http page, an older WebView).
 */
export function ConfirmationNumber({ value }: { value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ type: 'success', title: 'Confirmation number copied' });
    } catch (error) {
      console.error('Copying the confirmation number failed', error);
      notify({ type: 'error', title: 'Could not copy', description: 'Select the number instead' });
    }
  };
  return (
    <HStack gap="1.5" fontSize="sm" wrap="wrap">
      <Text color="fg.muted">Confirmation</Text>
      <Text
        fontFamily="mono"
        fontWeight="semibold"
        bg="bg.muted"
        px="1.5"
        rounded="sm"
        userSelect="all"
        data-testid="confirmation-number"
      >
        {value}
      </Text>
      <IconButton
        aria-label={`Copy confirmation number ${value}`}
        size="2xs"
        variant="ghost"
        onClick={() => void copy()}
      >
        <Copy />
      </IconButton>
    </HStack>
  );
}
