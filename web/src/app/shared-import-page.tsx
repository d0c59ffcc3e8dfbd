import { Box, Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTrip, useTrips } from '../db/live-queries';
import { ImportDialog } from '../features/import/import-dialog';
import { todayIso } from '../lib/format-date';
import { proposedTrip } from '../features/import/proposed-trip';
import { takeShared } from './pwa/share-target';

/**
 * /import: where a file shared to the installed app lands. It asks which trip it is for
 * (proposing one by its dates), then opens Import with it.
 */
export function SharedImportPage() {
  const navigate = useNavigate();
  const trips = useTrips();
  const [shared, setShared] = useState<File | null | undefined>(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const [tripId, setTripId] = useState<string | null>(null);

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
  const proposal = picked ?? proposedTrip(trips, todayIso())?.id ?? '';
  return (
    <Box maxW="lg" mx="auto" py="6">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Import booking
        </Heading>
        {!shared ? (
          <Text color="fg.muted">
            Nothing was shared to import. Share a confirmation, a pass or a screenshot to Wayfarer,
            or use Import booking on a trip.
          </Text>
        ) : trips.length === 0 ? (
          <Text color="fg.muted">Plan a trip first: the booking goes on one of your trips.</Text>
        ) : (
          <>
            <Text>
              Which trip is <strong>{shared.name}</strong> for?
            </Text>
            <Field.Root>
              <Field.Label>Trip</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={proposal}
                  onChange={(e) => setPicked(e.currentTarget.value)}
                >
                  {trips.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.title} ({t.startDate} – {t.endDate})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              colorPalette="teal"
              alignSelf="start"
              disabled={!proposal}
              onClick={() => setTripId(proposal)}
            >
              Continue
            </Button>
          </>
        )}
      </Stack>
      {shared && tripId && (
        <ImportInto
          tripId={tripId}
          file={shared}
          onDone={() => void navigate(`/trips/${tripId}`)}
        />
      )}
    </Box>
  );
}

function ImportInto({ tripId, file, onDone }: { tripId: string; file: File; onDone: () => void }) {
  const trip = useTrip(tripId);
  if (!trip) return null;
  return (
    <ImportDialog trip={trip} open initialFile={file} onOpenChange={(open) => !open && onDone()} />
  );
}
