import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDb, useSyncEngine } from '../../db/db-context';
import { changesText } from './sync-status';

interface SignOutActionProps {
  /** Signs out (the profile's own flow: request, toast, navigation). */
  onSignOut: () => Promise<void>;
  signingOut: boolean;
}

/**
 * 'Sign Out', with a warning first when changes are still waiting on this device. Nothing is ever
 * deleted: kept changes stay in this user's database and go out at their next sign-in.
 */
export function SignOutAction({ onSignOut, signingOut }: SignOutActionProps) {
  const db = useDb();
  const engine = useSyncEngine();
  const [waiting, setWaiting] = useState(0);
  const [open, setOpen] = useState(false);
  const [flushing, setFlushing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    const queued = await db.outbox.count();
    if (queued === 0) return onSignOut();
    setWaiting(queued);
    setProblem(null);
    setOpen(true);
  };

  const syncThenSignOut = async () => {
    setFlushing(true);
    setProblem(null);
    try {
      await engine.retryNow();
      const left = await db.outbox.count();
      if (left === 0) {
        setOpen(false);
        await onSignOut();
        return;
      }
      setWaiting(left);
      const { phase, lastError } = engine.state.getState();
      setProblem(
        !navigator.onLine || phase === 'offline'
          ? 'You are offline, so they could not be sent.'
          : `They could not be sent${lastError ? ` (${lastError})` : ''}.`,
      );
    } finally {
      setFlushing(false);
    }
  };

  const keepAndSignOut = async () => {
    setOpen(false);
    await onSignOut();
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        onClick={() => void start()}
        loading={signingOut}
        loadingText="Signing Out..."
      >
        Sign Out
      </Button>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(e) => !flushing && setOpen(e.open)}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Sign out with unsynced changes?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    You have {changesText(waiting)} that {waiting === 1 ? 'is' : 'are'} not synced
                    yet.
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    Kept changes stay on this device and are sent the next time you sign in here.
                  </Text>
                  {problem && (
                    <Text color="fg.error" role="alert">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              {/* On a phone the three choices stack, the safe default (Sync now) on top. */}
              <Dialog.Footer
                flexDirection={{ base: 'column-reverse', sm: 'row' }}
                alignItems={{ base: 'stretch', sm: 'center' }}
                gap="2"
              >
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={flushing}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button variant="outline" onClick={() => void keepAndSignOut()} disabled={flushing}>
                  Keep on this device and sign out
                </Button>
                <Button
                  colorPalette="teal"
                  onClick={() => void syncThenSignOut()}
                  loading={flushing}
                  loadingText="Syncing..."
                >
                  Sync now
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
