import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import {
  CloudAlert,
  CloudCheck,
  CloudOff,
  RefreshCw,
  ServerOff,
  TriangleAlert,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineBadge } from '../../components/offline-badge';
import type { SyncStatusKind } from './sync-status';
import { usePersistentStorageRequest } from './use-persistent-storage';
import { useSyncStatus } from './use-sync-status';

const LOOK: Record<SyncStatusKind, { palette: string; Icon: typeof CloudCheck }> = {
  synced: { palette: 'green', Icon: CloudCheck },
  syncing: { palette: 'blue', Icon: RefreshCw },
  offline: { palette: 'orange', Icon: CloudOff },
  unreachable: { palette: 'orange', Icon: ServerOff },
  delayed: { palette: 'yellow', Icon: CloudAlert },
  attention: { palette: 'red', Icon: TriangleAlert },
};

/**
 * The header's sync status for the signed-in user; opens the Sync screen. The status sits in a
 * live region so a screen reader hears when it changes.
 */
export function SyncIndicator() {
  const { status, counted } = useSyncStatus();
  usePersistentStorageRequest();
  // The indicator loads after the app starts, possibly just after a write: until the database
  // has been counted it says nothing rather than 'Synced' (the badge still says 'Offline').
  if (!counted) return <OfflineBadge />;
  const { palette, Icon } = LOOK[status.kind];
  const text = status.waiting ? `${status.headline} · ${status.waiting}` : status.headline;
  return (
    <Box role="status" aria-live="polite" display="contents">
      <RouterLink
        to="/sync"
        // The badge is small; its link is a 44 px target (shell.css).
        className="wf-touch-link"
        aria-label={`${text}. ${status.detail}`}
        title={status.detail}
        data-sync-status={status.kind}
      >
        {/* On a phone the waiting count goes under the headline, so a long status ("Can't
            reach the server", "2 changes and 1 file waiting") never runs under the logo. */}
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align="center"
          columnGap="1.5"
          lineHeight="1.3"
          px="2.5"
          py="1"
          borderRadius={{ base: status.waiting ? 'xl' : 'full', sm: 'full' }}
          colorPalette={palette}
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          fontSize="xs"
          fontWeight="medium"
          _hover={{ bg: 'colorPalette.muted' }}
        >
          <HStack gap="1.5">
            <Icon size={14} aria-hidden="true" />
            {/* Separate elements, so 'Offline' stays one word a person or test can find. */}
            <Text as="span" whiteSpace="nowrap">
              {status.headline}
            </Text>
          </HStack>
          {status.waiting && (
            <Text as="span" whiteSpace="nowrap">
              <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                ·{' '}
              </Text>
              {status.waiting}
            </Text>
          )}
        </Flex>
      </RouterLink>
    </Box>
  );
}
