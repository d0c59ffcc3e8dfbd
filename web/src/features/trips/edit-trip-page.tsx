import { useMemo } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDb } from '../../session/db-context';
import { useDestinations, useTrip, type TripDetails } from '../../db/live-queries';
import { updateTrip } from '../../db/trip-repo';
import type { Destination } from '@shared/schemas/destination';
import { notify } from '../../lib/toaster';
import { BackLink } from '../../components/back-link';
import { PageSpinner } from '../../components/page-spinner';
import { destinationSearch } from './destination-search';
import { TripForm } from './trip-form';
import { tripPatch, tripToFormValues, type TripFormValues } from './trip-form-values';
import { useWriteFailure } from '../../lib/write-errors';

export function EditTripPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  const destinations = useDestinations();
  // SPEC's own words fit a viewer too: the trip exists, but they have no access to edit it.
  if (trip === null || trip?.myRole === 'viewer') return <TripNotFound />;
  if (!trip || !destinations) return <PageSpinner />;
  return <EditTripForm trip={trip} destinations={destinations} />;
}

function EditTripForm({ trip, destinations }: { trip: TripDetails; destinations: Destination[] }) {
  const db = useDb();
  const navigate = useNavigate();
  const fail = useWriteFailure();
  const search = useMemo(() => destinationSearch(db, destinations), [db, destinations]);

  const onSubmit = async (values: TripFormValues) => {
    try {
      const patch = tripPatch(trip, values);
      // Nothing changed: nothing to queue, but the traveller still lands back on the trip.
      if (Object.keys(patch).length > 0) await updateTrip(db, trip.id, patch);
      notify({ type: 'success', title: 'Trip updated successfully!' });
      void navigate(`/trips/${trip.id}`);
    } catch (error) {
      fail(error, 'Failed to update trip', 'Please try again');
    }
  };

  return (
    <Stack gap="5" maxW="2xl" mx="auto">
      <BackLink to={`/trips/${trip.id}`} label="Back to trip" />
      <Heading as="h1" size="2xl">
        Edit Trip
      </Heading>
      <TripForm
        destinations={destinations}
        searchDestinations={search}
        defaultValues={tripToFormValues(trip)}
        submitLabel="Update Trip"
        pendingLabel="Updating..."
        onSubmit={onSubmit}
        currencyLocked={trip.expenses.length > 0}
      />
    </Stack>
  );
}

function TripNotFound() {
  return (
    <Card.Root maxW="md" mx="auto" mt="8">
      <Card.Body>
        <Stack gap="3" align="center" textAlign="center">
          <Heading as="h1" size="lg">
            Trip Not Found
          </Heading>
          <Text color="fg.muted">
            The trip you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
          </Text>
          <Button asChild colorPalette="teal" mt="2">
            <RouterLink to="/trips">Back to My Trips</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
