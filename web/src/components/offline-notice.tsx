import { Alert } from '@chakra-ui/react';

/** 'You're offline. Flight search needs a connection.': one wording wherever a lookup waits. */
export function needsConnectionText(what: string): string {
  return `You're offline. ${what} needs a connection.`;
}

/**
 * Shown when a lookup has no answer because the device is offline (and nothing was cached),
 * so the traveller sees why instead of an endless spinner. The lookup retries by itself when
 * the connection returns.
 */
export function OfflineNotice({ what }: { what: string }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{needsConnectionText(what)}</Alert.Title>
        <Alert.Description>It will load again as soon as you are back online.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
