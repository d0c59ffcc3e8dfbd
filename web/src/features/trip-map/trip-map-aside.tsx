import { Heading, Stack } from '@chakra-ui/react';
import { useDestination, useTrip, type TripDetails } from '../../db/live-queries';
import { TripMap } from './trip-map';

/**
 * The map beside the itinerary on a wide screen. Nothing while the trip loads or when it is not
 * on the device: the itinerary beside it says so.
 */
export function TripMapAside({ tripId }: { tripId: string }) {
  const trip = useTrip(tripId);
  return trip ? <TripMapSection trip={trip} /> : null;
}

/** Asks for the destination only once the trip is known, so its first answer is this trip's. */
function TripMapSection({ trip }: { trip: TripDetails }) {
  const destination = useDestination(trip.destinationId);
  if (destination === undefined) return null;
  return (
    <Stack as="section" aria-label="Map" gap="3">
      <Heading as="h2" size="lg">
        Map
      </Heading>
      <TripMap trip={trip} destination={destination} height="calc(100dvh - 18rem)" />
    </Stack>
  );
}
