import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="16">
      <Stack align="center" gap="3">
        <Spinner size="lg" aria-hidden="true" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
