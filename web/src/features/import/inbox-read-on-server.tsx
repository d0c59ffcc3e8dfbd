import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { TripDocument } from '@shared/schemas/document';
import { useDocumentBlob } from '../../db/document-blob';
import { fileNameOf } from '../../db/document-file';
import type { TripDetails } from '../../db/live-queries';
import { useOnlineStatus } from '../../lib/online-status';
import { inboxFileTitle } from './inbox-name';
import { askServerReader, knownServerReader } from './server-reading';

// The dialog and its readers are fetched only when the traveller asks.
const ImportDialog = lazy(() =>
  import('./import-dialog').then((m) => ({ default: m.ImportDialog })),
);

/**
 * 'Read on the server' on a document of the inbox (decision 022): shown only online, where the
 * server has a reader, and when the document's bytes are on this device. They are sent as they
 * are kept; what the server reads opens in Import's preview, each booking marked to check, and
 * on saving the document goes with the first of them and leaves the inbox.
 */
export function InboxReadOnServer({ trip, doc }: { trip: TripDetails; doc: TripDocument }) {
  const online = useOnlineStatus();
  const [available, setAvailable] = useState(knownServerReader() === true);
  const [open, setOpen] = useState(false);
  const title = inboxFileTitle(doc.name);
  const inbox = title !== null;
  const blob = useDocumentBlob(inbox ? doc.id : null);
  useEffect(() => {
    if (!online || !inbox) return;
    let current = true;
    void askServerReader().then((answer) => current && setAvailable(answer));
    return () => {
      current = false;
    };
  }, [online, inbox]);
  const file = useMemo(
    () =>
      blob && title !== null
        ? new File([blob], fileNameOf({ name: title, mediaType: doc.mediaType }), {
            type: doc.mediaType,
          })
        : undefined,
    [blob, title, doc.mediaType],
  );
  if (!inbox || !file || ((!online || !available) && !open)) return null;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        Read on the server
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            trip={trip}
            open={open}
            onOpenChange={setOpen}
            initialFile={file}
            inboxDocument={doc}
          />
        </Suspense>
      )}
    </>
  );
}
