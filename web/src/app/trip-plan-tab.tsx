import { Box, Grid, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { TripDetails } from '../db/live-queries';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { canEdit } from '../db/trip-role';
import { ImportButton } from '../features/import/import-button';
import { ItineraryPreview } from '../features/itinerary/itinerary-preview';
import { ListsSection } from '../features/lists/lists-section';
import { StopsSection } from '../features/stops/stops-section';

// The map's code (MapLibre and the world) is fetched only when a wide screen shows it.
const TripMapAside = lazy(() =>
  import('../features/trip-map/trip-map-aside').then((m) => ({ default: m.TripMapAside })),
);

/**
 * The Plan tab: the SPEC's itinerary preview, then the trip's stops. On a wide screen (Chakra's
 * lg and up) the map sits beside them and stays in view while they scroll; on a phone the map
 * is its own screen (/trips/:id/map).
 */
export function TripPlanTab({ trip }: { trip: TripDetails }) {
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  // The first draw is the plan's first days; the stops and lists below them follow a frame later.
  const rest = useAfterFirstPaint();
  const plan = (
    <Stack gap="5" minW="0">
      {canEdit(trip.myRole) && (
        <HStack justify="flex-end" mb="-3">
          <ImportButton trip={trip} />
        </HStack>
      )}
      <ItineraryPreview trip={trip} />
      {rest && <StopsSection trip={trip} />}
      {rest && <ListsSection trip={trip} />}
    </Stack>
  );
  // One tree at every width (the map's column is added, nothing is moved), so a dialog open in
  // the plan stays open when a tablet turns or a window is widened.
  return (
    <Grid
      templateColumns={wide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)'}
      gap="6"
      alignItems="start"
    >
      {plan}
      {wide && (
        /* Under the app header and the trip's tab bar. */
        <Box position="sticky" top="calc(var(--chakra-sizes-14) + var(--chakra-sizes-11) + 1rem)">
          <Suspense fallback={null}>
            <TripMapAside tripId={trip.id} />
          </Suspense>
        </Box>
      )}
    </Grid>
  );
}
