import { Button, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useOnlineStatus } from '../../lib/online-status';
import { erasePersonalCaches } from '../../lib/personal-caches';
import { erasePersonalStorage } from '../../lib/personal-storage';
import { useDb, useEraseDeviceCopy, useSyncEngine } from '../../session/db-context';
import { eraseByDefault, signOutChoices } from './sign-out-choices';
import { UNREACHABLE_HEADLINE } from './sync-status';

interface SignOutActionProps {
  /**
   * Signs out (the profile's own flow: request, toast, navigation); `erase`, when given, runs
   * once the session has ended, before the traveller is told they are signed out.
   */
  onSignOut: (erase?: () => Promise<void>) => Promise<void>;
  signingOut: boolean;
}

/**
 * 'Sign Out', through a dialog that says what happens to this device's copy: erased (the default
 * when nothing waits to be sent), or kept for the next sign-in here. With changes waiting it says
 * so, and offers 'Sync now' when there is a network to send them.
 */
export function SignOutAction({ onSignOut, signingOut }: SignOutActionProps) {
  const db = useDb();
  const engine = useSyncEngine();
  const eraseDeviceCopy = useEraseDeviceCopy();
  const online = useOnlineStatus();
  const [waiting, setWaiting] = useState(0);
  const [erase, setErase] = useState(true);
  const [open, setOpen] = useState(false);
  const [flushing, setFlushing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = signOutChoices({ waiting, online, erase });
  /**
   * The database, then the service worker's caches of what this traveller looked up, then what
   * the device remembers of their trips (each trip's last tab).
   */
  const eraseAll = async () => {
    await eraseDeviceCopy();
    await erasePersonalCaches();
    erasePersonalStorage(window.localStorage);
  };

  const start = async () => {
    const queued = await db.outbox.count();
    setWaiting(queued);
    setErase(eraseByDefault(queued));
    setProblem(null);
    setOpen(true);
  };

  const signOut = async () => {
    setOpen(false);
    await onSignOut(erase ? eraseAll : undefined);
  };

  const syncThenSignOut = async () => {
    setFlushing(true);
    setProblem(null);
    try {
      await engine.retryNow();
      const left = await db.outbox.count();
      if (left === 0) {
        setOpen(false);
        await onSignOut(erase ? eraseAll : undefined);
        return;
      }
      setWaiting(left);
      const { phase, lastError } = engine.state.getState();
      setProblem(
        !navigator.onLine
          ? 'You are offline, so they could not be sent.'
          : phase === 'offline' || phase === 'unreachable'
            ? `${UNREACHABLE_HEADLINE}, so they could not be sent.`
            : `They could not be sent${lastError ? ` (${lastError})` : ''}.`,
      );
    } finally {
      setFlushing(false);
    }
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
                <Dialog.Title>{choices.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {waiting > 0 && (
                    <Text>
                      You have {waiting === 1 ? '1 change that is' : `${waiting} changes that are`}{' '}
                      not synced yet.
                    </Text>
                  )}
                  {choices.offlineNote && <Text>{choices.offlineNote}</Text>}
                  {/* A native checkbox, as elsewhere in the app: no Chakra recipe to ship. */}
                  <chakra.label
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    minH="9"
                    fontWeight="medium"
                    cursor="pointer"
                  >
                    <chakra.input
                      type="checkbox"
                      boxSize="4"
                      accentColor="red.solid"
                      flexShrink={0}
                      checked={erase}
                      disabled={flushing}
                      onChange={(e) => setErase(e.target.checked)}
                    />
                    Erase this device&apos;s copy
                  </chakra.label>
                  <Text color="fg.muted" fontSize="sm">
                    {choices.consequence}
                  </Text>
                  {problem && (
                    <Text color="fg.error" role="alert">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              {/* On a phone the choices stack, the one that fits the situation on top. */}
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
                <Button
                  variant={choices.canSync ? 'outline' : 'solid'}
                  colorPalette={erase ? 'red' : 'teal'}
                  onClick={() => void signOut()}
                  disabled={flushing}
                >
                  {choices.signOutLabel}
                </Button>
                {choices.canSync && (
                  <Button
                    colorPalette="teal"
                    onClick={() => void syncThenSignOut()}
                    loading={flushing}
                    loadingText="Syncing..."
                  >
                    Sync now
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
