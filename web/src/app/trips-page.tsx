import { Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plane, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { TRIPS_PLACEHOLDERS } from '@shared/constants';
import { useTrips } from '../db/live-queries';
import { ImportFromTrips } from '../features/import/import-from-trips';
import { PendingInvitations } from '../features/members/pending-invitations';
import { TripCard } from '../features/trips/trip-card';

export function TripsPage() {
  const trips = useTrips();
  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="4">
        <Heading as="h1" size="2xl">
          My Trips
        </Heading>
        <HStack gap="2">
          {trips && <ImportFromTrips trips={trips} />}
          <Button asChild colorPalette="teal">
            <RouterLink to="/trips/new">
              <Plus aria-hidden="true" />
              New Trip
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <PendingInvitations />
      {trips?.length === 0 ? (
        <EmptyTrips />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {trips
            ? trips.map((trip) => <TripCard key={trip.id} trip={trip} />)
            : Array.from({ length: TRIPS_PLACEHOLDERS }, (_, i) => (
                <Skeleton key={i} h="72" rounded="lg" data-testid="trip-placeholder" />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function EmptyTrips() {
  return (
    <Card.Root>
      <Card.Body>
        <Stack align="center" textAlign="center" gap="3" py="8">
          <Plane size={44} aria-hidden="true" />
          <Heading size="lg">No Trips Yet</Heading>
          <Text color="fg.muted">
            Start planning your next adventure by creating your first trip
          </Text>
          <Button asChild colorPalette="teal" mt="2">
            <RouterLink to="/trips/new">Create Your First Trip</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
