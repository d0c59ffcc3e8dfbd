import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Around a tab whose code loads on first opening. When that code cannot be fetched (offline in
 * the first minutes on a device, before the service worker has kept the app), the tab says so
 * and the rest of the trip page stays usable, instead of the whole screen giving way. Reloading
 * is the retry: a browser keeps a failed module import failed for the life of the page.
 */
export class TabLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A trip tab could not be shown', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack role="alert" gap="3" align="center" textAlign="center" py="10" px="4">
        <Text fontWeight="medium">This tab is not on this device yet.</Text>
        <Text color="fg.muted">
          It opens once you are online. Your trip and your changes are safe on this device.
        </Text>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Stack>
    );
  }
}
