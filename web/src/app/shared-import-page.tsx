import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTrips } from '../db/live-queries';
import { ChooseTripImport } from '../features/import/choose-trip-import';
import { takeShared } from './pwa/share-target';

/**
 * /import: where a file shared to the installed app lands. It is read at once, and the preview
 * proposes the trip by the bookings' dates (or a new trip over them), as Import from the trips
 * list does; saving opens that trip, closing goes back to the trips.
 */
export function SharedImportPage() {
  const navigate = useNavigate();
  const trips = useTrips();
  const [shared, setShared] = useState<File | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    takeShared()
      .catch(() => null)
      .then((file) => {
        if (live) setShared(file);
      });
    return () => {
      live = false;
    };
  }, []);

  if (shared === undefined || trips === undefined) return null;
  return (
    <Box maxW="lg" mx="auto" py="6">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Import booking
        </Heading>
        {!shared && (
          <Text color="fg.muted">
            Nothing was shared to import. Share a confirmation, a pass or a screenshot to Wayfarer,
            or use Import booking on a trip.
          </Text>
        )}
      </Stack>
      {shared && (
        <ChooseTripImport
          trips={trips}
          open
          initialFile={shared}
          // Saved: the dialog opens the trip it saved into. Closed without saving: the trips.
          onOpenChange={(open) => !open && void navigate('/trips', { replace: true })}
        />
      )}
    </Box>
  );
}
