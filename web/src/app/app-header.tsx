import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '@shared/constants';
import { useUserStoreStatus } from '../db/db-context';
import { useSession } from '../features/auth/session-context';
import { Logo } from './logo';
import { InstallAction } from './pwa/install-action';
import { OfflineBadge } from './pwa/offline-badge';

// The sync indicator reads the user's database (Dexie's live queries): it loads with the store,
// after the first paint, and only for a signed-in user.
const SyncIndicator = lazy(() =>
  import('../features/sync-status/sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);

/** Sticky header with the logo, and a Sign In button only while signed out (SPEC 2). */
export function AppHeader() {
  const status = useSession((s) => s.status);
  const storeReady = useUserStoreStatus() === 'ready';
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        h="14"
        align="center"
        justify="space-between"
      >
        <RouterLink to="/" aria-label={`${APP_NAME} home`}>
          <HStack gap="2">
            <Logo size={28} />
            <Text fontWeight="bold" fontSize="lg">
              {APP_NAME}
            </Text>
          </HStack>
        </RouterLink>
        {/* It fills the rest of the row, so buttons that appear after the first paint (Sign In
            once the session check answers, Install app once the browser offers it) do not move
            it: no layout shift. */}
        <HStack gap="2" flex="1" justify="flex-end">
          {/* Signed in, the sync indicator also says when the device is offline. Until it has
              loaded (a moment after start), the badge says it. */}
          {storeReady ? (
            <Suspense fallback={<OfflineBadge />}>
              <SyncIndicator />
            </Suspense>
          ) : (
            <OfflineBadge />
          )}
          <InstallAction />
          {status === 'signed-out' && (
            <Button asChild size="sm" colorPalette="teal">
              <RouterLink to="/auth">Sign In</RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
