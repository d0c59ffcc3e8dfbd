import { Box, Grid, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { ItineraryPage, type RenderDocument } from '../features/itinerary/itinerary-page';
import { TripDocumentViewer } from '../features/documents/item-document-viewer';

/** A row's documents open in the documents feature's viewer. */
const renderDocument: RenderDocument = (trip, documentId, onClose) => (
  <TripDocumentViewer trip={trip} documentId={documentId} onClose={onClose} />
);

// The map's code (MapLibre and the world) is fetched only when a wide screen shows it.
const TripMapAside = lazy(() =>
  import('../features/trip-map/trip-map-aside').then((m) => ({ default: m.TripMapAside })),
);

/**
 * /trips/:id/itinerary: the plan, and on a wide screen (Chakra's lg and up) the map beside it,
 * kept in view while the plan scrolls. On a phone the map is its own screen (/trips/:id/map).
 */
export function ItineraryScreen() {
  const { id = '' } = useParams();
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  if (!wide) return <ItineraryPage renderDocument={renderDocument} />;
  return (
    <Grid templateColumns="minmax(0, 1fr) minmax(0, 1fr)" gap="6" alignItems="start">
      <ItineraryPage renderDocument={renderDocument} />
      <Box position="sticky" top="calc(var(--chakra-sizes-14) + var(--chakra-spacing-4))">
        <Suspense fallback={null}>
          <TripMapAside tripId={id} />
        </Suspense>
      </Box>
    </Grid>
  );
}
