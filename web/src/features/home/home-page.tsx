import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useUserStoreStatus } from '../../session/db-context';
import { useSession } from '../../session/session-context';
import { OfflineNotice } from '../../components/offline-notice';
import { CategoryFilter } from './category-filter';
import { DestinationGrid, DestinationGridSkeleton } from './destination-grid';
import { ExplorerSearch } from './explorer-search';
import type { CategoryFilter as Category, ExplorerItem } from './explorer-items';
import { PlanTripCta } from './plan-trip-cta';
import { useExplorerResults } from './use-explorer-results';

// The dialog's code (Zag's dialog, focus trap and portal) loads when a card is first opened, not
// before the destinations can be shown.
const DestinationDialog = lazy(() =>
  import('./destination-dialog').then((m) => ({ default: m.DestinationDialog })),
);

// The next trip reads the signed-in traveller's database: its code (and Dexie's live query) loads
// only for them, once their store is open, not with the explorer every visitor downloads.
const NextTripCard = lazy(() =>
  import('./next-trip-card').then((m) => ({ default: m.NextTripCard })),
);

/** The destination explorer on '/' (SPEC 2), under the signed-in traveller's next trip. */
export function HomePage() {
  const signedOut = useSession((s) => s.status === 'signed-out');
  // Not useUserStoreReady: a store that failed to load must not take the explorer down with it.
  const storeReady = useUserStoreStatus() === 'ready';
  const [text, setText] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const [open, setOpen] = useState<ExplorerItem | null>(null);
  // Once loaded the dialog stays mounted, so that closing it animates like any dialog.
  const [dialogWanted, setDialogWanted] = useState(false);
  const { state, searching } = useExplorerResults(text, category);
  const filtersActive = searching || category !== 'all';

  const openItem = (item: ExplorerItem) => {
    setDialogWanted(true);
    setOpen(item);
  };

  const clearFilters = () => {
    setText('');
    setCategory('all');
  };

  return (
    <Stack gap="6">
      {storeReady && (
        <Suspense fallback={null}>
          <NextTripCard />
        </Suspense>
      )}
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Discover Your Next Adventure
        </Heading>
        <ExplorerSearch value={text} onChange={setText} />
        <CategoryFilter value={category} onChange={setCategory} />
      </Stack>

      {filtersActive && (
        <HStack justify="space-between" minH="8">
          <Text color="fg.muted" role="status">
            {state.status === 'success' ? `${state.data.length} destination(s) found` : ''}
          </Text>
          <Button size="sm" variant="ghost" colorPalette="teal" onClick={clearFilters}>
            Clear filters
          </Button>
        </HStack>
      )}

      {state.status === 'success' ? (
        <DestinationGrid items={state.data} filtersActive={filtersActive} onOpen={openItem} />
      ) : state.status === 'error' ? (
        state.offline ? (
          <OfflineNotice what="Finding destinations" />
        ) : (
          <Text color="fg.muted" textAlign="center" py="8">
            Destinations could not be loaded right now. Please try again later.
          </Text>
        )
      ) : (
        <DestinationGridSkeleton />
      )}

      {signedOut && <PlanTripCta />}
      {dialogWanted && (
        <Suspense fallback={null}>
          <DestinationDialog item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
