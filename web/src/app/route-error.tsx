import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. offline, not cached). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <Stack p="8" gap="4" align="center" textAlign="center">
      <Heading size="lg">Something went wrong</Heading>
      <Text color="fg.muted">
        This screen could not be shown. Your trips and changes are safe on this device.
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
