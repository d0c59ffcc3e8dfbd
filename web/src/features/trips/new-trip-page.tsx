import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { currencyFromLocales } from '@shared/money/currencies';
import { useDb } from '../../session/db-context';
import { useDestinations } from '../../db/live-queries';
import { createTrip } from '../../db/trip-repo';
import { notify } from '../../lib/toaster';
import { BackLink } from '../../components/back-link';
import { PageSpinner } from '../../components/page-spinner';
import { destinationSearch } from './destination-search';
import { TripForm } from './trip-form';
import { emptyTripForm, toTripInput, type TripFormValues } from './trip-form-values';
import { useWriteFailure } from '../../lib/write-errors';
import { useRequestedDestination } from './use-requested-destination';

export function NewTripPage() {
  const db = useDb();
  const destinations = useDestinations();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fail = useWriteFailure();
  const search = useMemo(() => destinationSearch(db, destinations ?? []), [db, destinations]);
  // The explorer's 'Plan a Trip to' button links here with ?destination=<id>, a city of the
  // gazetteer's too.
  const { preset, resolving } = useRequestedDestination(
    db,
    params.get('destination'),
    destinations,
  );

  if (!destinations || resolving) return <PageSpinner label="Loading destinations..." />;

  const onSubmit = async (values: TripFormValues) => {
    try {
      const id = await createTrip(db, toTripInput(values));
      notify({ type: 'success', title: 'Trip created successfully!' });
      void navigate(`/trips/${id}`);
    } catch (error) {
      fail(error, 'Failed to create trip', 'Please try again');
    }
  };

  return (
    <Stack gap="5" maxW="2xl" mx="auto">
      <BackLink to="/trips" label="My Trips" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Plan a New Trip
        </Heading>
        <Text color="fg.muted">Pick a destination and your dates; you can add plans later.</Text>
      </Stack>
      <TripForm
        // Right after a first sign-in the destinations may still be on their way to the cache:
        // the requested one is preselected as soon as it arrives.
        key={preset}
        destinations={destinations}
        searchDestinations={search}
        // The home currency of the traveller's locale region ('en-GB' -> GBP), USD when unknown.
        defaultValues={emptyTripForm(preset, currencyFromLocales(navigator.languages))}
        submitLabel="Create Trip"
        pendingLabel="Creating..."
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
