import { Avatar, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_NAME, APP_VERSION } from '@shared/constants';
import { avatarInitial, displayName } from '@shared/domain/display-name';
import { useUserStoreReady } from '../session/db-context';
import { errorDescription } from '../lib/api-client';
import { notify } from '../lib/toaster';
import { SignInRequired } from '../components/sign-in-required';
import { useSession } from '../session/session-context';
import { DataSourcesCard } from '../components/data-sources-card';
import { SignOutAction } from '../features/sync-status/sign-out-action';
import { SyncFacts } from '../features/sync-status/sync-facts';
import { PageSpinner } from '../components/page-spinner';
import { ColorModeSwitch } from './color-mode-switch';

export function ProfilePage() {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const storeReady = useUserStoreReady();

  if (!user) {
    return (
      <Stack gap="6" maxW="2xl" mx="auto">
        <SignInRequired message="Please sign in to view your profile" />
        {/* The look is this device's, so it can be chosen before signing in. */}
        <ColorModeSwitch />
        {/* The data credits are owed to every visitor, not only to signed-in ones. */}
        <DataSourcesCard />
      </Stack>
    );
  }
  // The sync facts and the sign-out warning read the user's database, which opens just after start.
  if (!storeReady) return <PageSpinner />;

  /** `erase` runs once the session has ended: erasing first would strand a failed sign-out. */
  const onSignOut = async (erase?: () => Promise<void>) => {
    setSigningOut(true);
    let serverTold: boolean;
    try {
      ({ serverTold } = await logout());
    } catch (error) {
      notify({
        type: 'error',
        title: 'Logout failed',
        description: errorDescription(error, 'Please try again'),
      });
      setSigningOut(false);
      return;
    }
    let erased = false;
    if (erase) {
      try {
        await erase();
        erased = true;
      } catch (error) {
        console.error("Erasing this device's copy failed", error);
      }
    }
    notify({
      type: erase && !erased ? 'warning' : 'success',
      title: 'Logged out successfully',
      ...signedOutDescription(erase ? erased : null, serverTold),
    });
    setSigningOut(false);
    navigate('/', { replace: true });
  };

  return (
    <Stack gap="6" maxW="2xl" mx="auto">
      <Card.Root>
        <Card.Body>
          <HStack gap="5">
            <Avatar.Root size="2xl" colorPalette="teal">
              <Avatar.Fallback>{avatarInitial(user)}</Avatar.Fallback>
              {user.profileImageUrl && <Avatar.Image src={user.profileImageUrl} alt="" />}
            </Avatar.Root>
            <Stack gap="0.5">
              <Heading size="xl">{displayName(user)}</Heading>
              {user.username && <Text color="fg.muted">@{user.username}</Text>}
              {user.email && <Text color="fg.muted">{user.email}</Text>}
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading size="md">Account</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4" align="flex-start">
            <Stack gap="1">
              <SyncFacts />
            </Stack>
            {/* Warns first when changes are still waiting on this device. */}
            <SignOutAction onSignOut={onSignOut} signingOut={signingOut} />
          </Stack>
        </Card.Body>
      </Card.Root>

      <ColorModeSwitch />

      <Card.Root>
        <Card.Header>
          <Heading size="md">About</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="2">
            <Text>
              {APP_NAME} helps you discover destinations, plan day-by-day itineraries, track trip
              expenses and check visa requirements. Everything you plan stays on this device and
              syncs when you are online.
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Version {APP_VERSION}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>

      <DataSourcesCard />
    </Stack>
  );
}

/**
 * What the sign-out toast adds: whether this device's copy is gone (null: kept by choice), and,
 * when the server could not be reached, that it hears of it later.
 */
function signedOutDescription(
  erased: boolean | null,
  serverTold: boolean,
): { description?: string } {
  const parts = [
    ...(erased === true ? ["This device's copy was erased."] : []),
    ...(erased === false ? ["This device's copy could not be erased. Please try again."] : []),
    ...(serverTold ? [] : ['The server is told when this device is back online.']),
  ];
  return parts.length > 0 ? { description: parts.join(' ') } : {};
}
