import { HStack } from '@chakra-ui/react';
import { Calendar, MapPin, Route } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useDb } from '../../session/db-context';
import type { TripListItem } from '../../db/live-queries';
import { roleOf } from '../../db/trip-role';
import { useDestinationPhotos } from '../../components/photos/use-destination-photos';
import { SharedMark } from '../../components/shared-mark';
import { tripRoute } from '../../lib/trip-route';
import { DestinationImage } from '../../components/destination-image';
import { formatShortDay } from '../../lib/format-date';
import { PendingMark } from '../../components/pending-mark';
import { useDocumentBlob } from '../../db/document-blob';
import { useObjectUrl } from '../../lib/use-object-url';
import { TripActionsMenu } from './trip-actions-menu';
import './trip-card.css';

/**
 * One trip in the list: the whole card opens it; the menu sits above the link. Plain elements
 * with the classes of trip-card.css, not Chakra's: twenty cards open the list (decision 008).
 */
export function TripCard({ trip }: { trip: TripListItem }) {
  const { userId } = useDb();
  // Shown here too, so a trip's photo is cached for offline use from the trips list.
  const photo = useDestinationPhotos().get(trip.destinationId ?? '');
  const place = trip.destination ? `${trip.destination.name}, ${trip.destination.country}` : null;
  const route = tripRoute(trip.destination?.name, trip.stopNames);
  // The trip's own cover photo, as the trip page's hero shows it, once its bytes are here.
  const cover = useObjectUrl(useDocumentBlob(trip.coverDocumentId));
  return (
    <article aria-label={trip.title} className="wf-trip">
      <div className="wf-trip-card">
        {cover ? (
          <img className="wf-trip-cover" src={cover} alt="" data-testid="trip-cover" />
        ) : (
          <DestinationImage
            src={trip.destination?.imageUrl}
            photo={photo}
            sizes="(min-width: 48em) 50vw, 100vw"
            alt={trip.destination?.name ?? ''}
            height="40"
          />
        )}
        <div className="wf-trip-body">
          <div className="wf-trip-head">
            <h2 className="wf-trip-title">
              <RouterLink to={`/trips/${trip.id}`} className="wf-trip-overlay">
                {trip.title}
              </RouterLink>
            </h2>
            {/* Above the overlay, so opening the menu does not open the trip. */}
            <div className="wf-trip-menu">
              <TripActionsMenu
                tripId={trip.id}
                tripTitle={trip.title}
                role={roleOf(trip, trip.members, userId)}
              />
            </div>
          </div>
          {place && (
            <div className="wf-trip-line">
              <MapPin size={14} aria-hidden="true" />
              <p>{place}</p>
            </div>
          )}
          {route && (
            <div className="wf-trip-line">
              <Route size={14} aria-hidden="true" />
              <p>{route}</p>
            </div>
          )}
          <div className="wf-trip-line">
            <Calendar size={14} aria-hidden="true" />
            <p>
              {formatShortDay(trip.startDate)} - {formatShortDay(trip.endDate)}
            </p>
          </div>
          <SharedMark members={trip.members} myUserId={userId} />
          {trip.pending && (
            <HStack>
              <PendingMark />
            </HStack>
          )}
        </div>
      </div>
    </article>
  );
}
