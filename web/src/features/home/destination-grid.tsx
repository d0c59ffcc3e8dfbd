import { Card, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Compass } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { EXPLORER_PLACEHOLDERS } from '@shared/constants';
import { useDestinationPhotos } from '../../components/photos/use-destination-photos';
import { DestinationCard } from './destination-card';
import { EXPLORER_FIRST_ROW } from './explorer-layout';
import { isDatabaseItem, itemKey, type ExplorerItem } from './explorer-items';

const columns = { base: 1, sm: 2, lg: EXPLORER_FIRST_ROW };
/**
 * Cards drawn in the first pass: more than any first screen shows. Every card is a few dozen
 * styled elements, and the first paint (the first card's picture is the page's largest) should
 * not wait for the thirty-odd cards below the fold. Those follow as a transition, in slices.
 */
const FIRST_PASS = 9;

/** How many of `total` cards to draw: the first pass, then all of them right after. */
function useProgressiveCount(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, FIRST_PASS);
}

export function DestinationGridSkeleton() {
  return (
    <SimpleGrid columns={columns} gap="4" aria-busy="true" aria-label="Loading destinations">
      {Array.from({ length: EXPLORER_PLACEHOLDERS }, (_, i) => (
        <Card.Root key={i} overflow="hidden" data-testid="destination-placeholder">
          <Skeleton h="40" />
          <Card.Body gap="2" p="4">
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function DestinationGrid({
  items,
  filtersActive,
  onOpen,
}: {
  items: readonly ExplorerItem[];
  filtersActive: boolean;
  onOpen: (item: ExplorerItem) => void;
}) {
  const count = useProgressiveCount(items.length);
  const photos = useDestinationPhotos();
  if (items.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap="2" py="12" color="fg.muted">
        <Compass size={40} aria-hidden="true" />
        <Text fontWeight="semibold" fontSize="lg" color="fg">
          No destinations found
        </Text>
        <Text>
          {filtersActive ? 'Try adjusting your filters' : 'Check back soon for more destinations'}
        </Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid columns={columns} gap="4">
      {items.slice(0, count).map((item, index) => (
        <DestinationCard
          key={itemKey(item)}
          item={item}
          onOpen={() => onOpen(item)}
          firstRow={index < EXPLORER_FIRST_ROW}
          photo={isDatabaseItem(item) ? photos.get(item.id) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
