import { Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { TripDocument } from '@shared/schemas/document';
import { tripLengthDays } from '@shared/domain/trip-length';
import type { TripDetails } from '../db/live-queries';
import { updateDocument } from '../db/document-repo';
import { inboxFileTitle } from '../features/import/inbox-name';
import { InboxReadOnServer } from '../features/import/inbox-read-on-server';
import { useDb } from '../session/db-context';

// The activity form is fetched when the traveller asks for it, not with the Documents tab.
const AddActivityDialog = lazy(() =>
  import('../features/itinerary/add-activity-dialog').then((m) => ({
    default: m.AddActivityDialog,
  })),
);

/**
 * 'Add as…' on a document the import could not read ('Needs a look'): the activity form,
 * titled after the file; once added, the document is attached to the new activity and loses its
 * mark, so the inbox empties as the traveller works through it. Online, where the server has a
 * reader, 'Read on the server' may find its bookings instead.
 */
export function InboxAddAs({ trip, doc }: { trip: TripDetails; doc: TripDocument }) {
  const db = useDb();
  const [open, setOpen] = useState(false);
  const title = inboxFileTitle(doc.name);
  if (title === null) return null;
  return (
    <Stack gap="2" align="stretch">
      <Button size="xs" variant="outline" colorPalette="teal" onClick={() => setOpen(true)}>
        Add as…
      </Button>
      <InboxReadOnServer trip={trip} doc={doc} />
      {open && (
        <Suspense fallback={null}>
          <AddActivityDialog
            tripId={trip.id}
            days={tripLengthDays(trip.startDate, trip.endDate)}
            open={open}
            onOpenChange={setOpen}
            initial={{ title }}
            onAdded={(itemId) => updateDocument(db, doc.id, { itemId, name: title })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
