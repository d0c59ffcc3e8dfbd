import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { DocumentViewer } from './document-viewer';
import { useTripDocuments } from './use-trip-documents';

/**
 * One of the trip's documents full screen, opened by its id from elsewhere (an itinerary row's
 * documents button): the same viewer as the Documents section's, offline from this device.
 */
export function TripDocumentViewer({
  trip,
  documentId,
  onClose,
}: {
  trip: TripDetails;
  documentId: string;
  onClose: () => void;
}) {
  const data = useTripDocuments(trip.id);
  const doc = data?.documents.find((d) => d.id === documentId) ?? null;
  return <DocumentViewer doc={doc} trip={trip} editable={canEdit(trip.myRole)} onClose={onClose} />;
}
