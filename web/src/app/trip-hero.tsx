import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Calendar, MapPin, Route } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatTripLength, tripLengthDays } from '@shared/domain/trip-length';
import type { TripDetails } from '../db/live-queries';
import { TripExportMenu } from '../features/export/trip-export-menu';
import { PhotoCredit } from '../components/photos/photo-credit';
import { useDestinationPhotos } from '../components/photos/use-destination-photos';
import { TripCoverImage, useTripCoverUrl } from '../features/documents/trip-cover';
import { ViewerNote } from '../components/viewer-note';
import { DestinationImage } from '../components/destination-image';
import { PendingMark } from '../components/pending-mark';
import { tripRoute } from '../lib/trip-route';
import { TripActionsMenu } from '../features/trips/trip-actions-menu';

/** The top of the trip detail: picture, back link, menu, title, place and length. */
export function TripHero({ trip }: { trip: TripDetails }) {
  const route = tripRoute(
    trip.destination?.name,
    trip.stops.map((stop) => stop.place.name),
  );
  const navigate = useNavigate();
  const d = trip.destination;
  const destinationPhoto = useDestinationPhotos().get(trip.destinationId ?? '');
  // A photo of the trip's own chosen as its cover, when its bytes are on this device.
  const coverUrl = useTripCoverUrl(trip.coverDocumentId);
  const photo = coverUrl ? undefined : destinationPhoto;
  const days = tripLengthDays(trip.startDate, trip.endDate);
  return (
    <Stack gap="4">
      <Box position="relative">
        {coverUrl ? (
          <TripCoverImage src={coverUrl} alt={trip.title} height={{ base: '40', md: '64' }} />
        ) : (
          <DestinationImage
            src={d?.imageUrl}
            photo={photo}
            sizes="(min-width: 62em) 60rem, 100vw"
            alt={d ? `${d.name}, ${d.country}` : ''}
            height={{ base: '40', md: '64' }}
            rounded="xl"
          />
        )}
        <HStack position="absolute" top="3" insetX="3" justify="space-between">
          <Button asChild size="sm" rounded="full" bg="bg/85" color="fg" _hover={{ bg: 'bg' }}>
            <RouterLink to="/">
              <ArrowLeft aria-hidden="true" />
              Back
            </RouterLink>
          </Button>
          <HStack gap="2">
            <TripExportMenu trip={trip} onImage />
            <TripActionsMenu
              tripId={trip.id}
              tripTitle={trip.title}
              role={trip.myRole}
              copyDates={{ startDate: trip.startDate, endDate: trip.endDate }}
              onImage
              onDeleted={() => void navigate('/trips')}
            />
          </HStack>
        </HStack>
      </Box>
      {photo && <PhotoCredit credit={photo.credit} mt="-3" textAlign="end" />}
      <Stack gap="2">
        <Heading as="h1" size="3xl" lineHeight="shorter">
          {trip.title}
        </Heading>
        <HStack gap="3" wrap="wrap" color="fg.muted">
          {d && (
            <HStack gap="1.5">
              <MapPin size={16} aria-hidden="true" />
              <Text>
                {d.name}, {d.country}
              </Text>
            </HStack>
          )}
          <Badge colorPalette="teal" variant="subtle" size="md" gap="1.5">
            <Calendar size={14} aria-hidden="true" />
            {formatTripLength(days)}
          </Badge>
          {trip.pending && <PendingMark />}
        </HStack>
        {route && (
          <HStack gap="1.5" color="fg.muted">
            <Route size={16} aria-hidden="true" />
            <Text data-testid="trip-route">{route}</Text>
          </HStack>
        )}
      </Stack>
      {trip.myRole === 'viewer' && <ViewerNote />}
    </Stack>
  );
}
