import { Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Calendar, MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useDb } from '../../db/db-context';
import type { TripListItem } from '../../db/live-queries';
import { roleOf } from '../../db/trip-role';
import { useDestinationPhotos } from '../explore/use-destination-photos';
import { SharedMark } from '../members/shared-mark';
import { DestinationImage } from './destination-image';
import { formatShortDay } from './format-date';
import { PendingMark } from './pending-mark';
import { TripActionsMenu } from './trip-actions-menu';

/** One trip in the list: the whole card opens it; the menu sits above the link. */
export function TripCard({ trip }: { trip: TripListItem }) {
  const { userId } = useDb();
  // Shown here too, so a trip's photo is cached for offline use from the trips list.
  const photo = useDestinationPhotos().get(trip.destinationId ?? '');
  const place = trip.destination ? `${trip.destination.name}, ${trip.destination.country}` : null;
  return (
    <LinkBox as="article" aria-label={trip.title} h="full">
      <Card.Root overflow="hidden" h="full" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
        <DestinationImage
          src={trip.destination?.imageUrl}
          photo={photo}
          sizes="(min-width: 48em) 50vw, 100vw"
          alt={trip.destination?.name ?? ''}
          height="40"
        />
        <Card.Body gap="2" p="4">
          <HStack justify="space-between" align="start" gap="2">
            <Heading size="md" lineClamp={2}>
              <LinkOverlay asChild>
                <RouterLink to={`/trips/${trip.id}`}>{trip.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            {/* Above the overlay, so opening the menu does not open the trip. */}
            <Stack position="relative" zIndex="1" mt="-1" mr="-2">
              <TripActionsMenu
                tripId={trip.id}
                tripTitle={trip.title}
                role={roleOf(trip, trip.members, userId)}
              />
            </Stack>
          </HStack>
          {place && (
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <MapPin size={14} aria-hidden="true" />
              <Text>{place}</Text>
            </HStack>
          )}
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <Calendar size={14} aria-hidden="true" />
            <Text>
              {formatShortDay(trip.startDate)} - {formatShortDay(trip.endDate)}
            </Text>
          </HStack>
          <SharedMark members={trip.members} myUserId={userId} />
          {trip.pending && (
            <HStack>
              <PendingMark />
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
