import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { UPDATE_REQUIRED_TEXT } from './sync-status';

/**
 * The server speaks a newer sync protocol (426). Reloading fetches the new app; the installed
 * service worker is asked to look for it first, so the reload does not bring back the old one.
 */
export function UpdateRequiredNotice() {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const registration = await navigator.serviceWorker?.getRegistration();
      await registration?.update();
    } catch (error) {
      console.error('Checking for a new version failed', error);
    }
    window.location.reload();
  };
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{UPDATE_REQUIRED_TEXT}</Alert.Title>
          <Alert.Description>Your changes stay on this device until then.</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          alignSelf="flex-start"
          colorPalette="teal"
          onClick={() => void reload()}
          loading={reloading}
        >
          Reload
        </Button>
      </Stack>
    </Alert.Root>
  );
}
