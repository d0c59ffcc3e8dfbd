import { Button, CloseButton, Popover, Portal, Text } from '@chakra-ui/react';
import { Download, Share } from 'lucide-react';

/** iOS Safari has no install prompt: 'Install app' opens the two steps instead. */
export function IosInstallHowTo() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="teal">
          <Download aria-hidden="true" />
          Install app
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Install Wayfarer on your iPhone or iPad
              </Popover.Title>
              <Text as="ol" listStyleType="decimal" ps="5" fontSize="sm">
                <li>
                  Tap Share <Share size={14} aria-hidden="true" style={{ display: 'inline' }} /> in
                  Safari&apos;s toolbar.
                </li>
                <li>Choose Add to Home Screen, then Add.</li>
              </Text>
              <Text fontSize="sm" color="fg.muted" mt="2">
                Wayfarer then opens from your home screen and works without a connection.
              </Text>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <CloseButton size="sm" aria-label="Close" />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
