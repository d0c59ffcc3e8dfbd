import { Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useDestination, useTrip, type TripDetails } from '../../db/live-queries';
import { BackLink } from '../../components/back-link';
import { PageSpinner } from '../../components/page-spinner';
import { TripNotFoundMessage } from '../../components/trip-not-found-message';
import { TripMap } from './trip-map';

/**
 * /trips/:id/map: the trip on a map of its own, the phone's way to see it (a wide screen also
 * shows it beside the itinerary). Drawn from the device's copy on the built-in world map, so it
 * opens offline like every screen.
 */
export function TripMapPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  if (trip === undefined) return <PageSpinner label="Loading the map..." />;
  if (trip === null) return <TripNotFoundMessage />;
  return <TripMapScreen trip={trip} />;
}

/** Asks for the destination only once the trip is known, so its first answer is this trip's. */
function TripMapScreen({ trip }: { trip: TripDetails }) {
  const destination = useDestination(trip.destinationId);
  if (destination === undefined) return <PageSpinner label="Loading the map..." />;
  return (
    <Stack gap="4">
      <BackLink to={`/trips/${trip.id}/itinerary`} label="Itinerary" />
      <Stack gap="0">
        <Heading as="h1" size="2xl">
          Map
        </Heading>
        <Text color="fg.muted">{trip.title}</Text>
      </Stack>
      <VisuallyHidden>
        The map shows where the plan's items are. The itinerary, linked above, lists the same items
        day by day in their order, with their places.
      </VisuallyHidden>
      <TripMap trip={trip} destination={destination} height="calc(100dvh - 21rem)" />
    </Stack>
  );
}
