import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '@shared/constants';
import { useSession } from '../features/auth/session-context';
import { SyncIndicator } from '../features/sync-status/sync-indicator';
import { Logo } from './logo';
import { InstallAction } from './pwa/install-action';
import { OfflineBadge } from './pwa/offline-badge';

/** Sticky header with the logo, and a Sign In button only while signed out (SPEC 2). */
export function AppHeader() {
  const status = useSession((s) => s.status);
  // The same condition under which DbProvider opens the user's database.
  const hasUser = useSession((s) => s.user !== null);
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
        <HStack gap="2">
          {/* Signed in, the sync indicator also says when the device is offline. */}
          {hasUser ? <SyncIndicator /> : <OfflineBadge />}
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
