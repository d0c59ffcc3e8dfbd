import { Alert, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSyncEngine } from '../../session/db-context';
import { RejectionList } from './rejection-list';
import { changesText, lastSyncedText } from './sync-status';
import { UpdateRequiredNotice } from './update-required-notice';
import { useNow } from './use-now';
import { useSyncStatus } from './use-sync-status';

/** /sync: what is on the server, what waits on this device, and what needs the user. */
export function SyncPage() {
  const { status, input } = useSyncStatus();
  const engine = useSyncEngine();
  const now = useNow();
  const [syncing, setSyncing] = useState(false);
  const stopped = input.phase === 'update-required' || input.phase === 'needs-attention';

  const syncNow = async () => {
    setSyncing(true);
    try {
      await engine.retryNow();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Stack gap="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        Sync
      </Heading>

      {input.phase === 'update-required' && <UpdateRequiredNotice />}
      {input.phase === 'needs-attention' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Sync stopped</Alert.Title>
            <Alert.Description>
              The server refused the changes: {input.lastError ?? 'no reason given'}. They stay on
              this device. Try again once the problem is solved.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Card.Root as="section" aria-label="Status">
        <Card.Body>
          <Stack gap="4">
            <Stack gap="1">
              <Text fontWeight="semibold" fontSize="lg" data-testid="sync-headline">
                {status.waiting ? `${status.headline} · ${status.waiting}` : status.headline}
              </Text>
              {/* Other details repeat the alert above or the last sync time below. */}
              {(status.kind === 'delayed' || (status.kind === 'attention' && !stopped)) && (
                <Text>{status.detail}</Text>
              )}
              <Text color="fg.muted">{lastSyncedText(input.lastSyncedAt, now)}</Text>
              <Text color="fg.muted">
                {input.queued > 0
                  ? `${changesText(input.queued)} on this device ${input.queued === 1 ? 'is' : 'are'} not on the server yet.`
                  : 'Nothing on this device is waiting to be sent.'}
              </Text>
            </Stack>
            <HStack>
              <Button
                colorPalette="teal"
                onClick={() => void syncNow()}
                loading={syncing}
                loadingText="Syncing..."
                disabled={!input.online || input.phase === 'update-required'}
              >
                {input.phase === 'needs-attention' ? 'Try again' : 'Sync now'}
              </Button>
              {!input.online && <Text color="fg.muted">You are offline.</Text>}
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-label="Needs attention">
        <Card.Header>
          <Heading as="h2" size="lg">
            Needs attention
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Changes the server did not accept. Retry one when its cause is gone, copy the text of
            one that can never go through, or discard it.
          </Text>
        </Card.Header>
        <Card.Body>
          <RejectionList />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
