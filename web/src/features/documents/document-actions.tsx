import { Button } from '@chakra-ui/react';
import { Download, ImageUp, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDb } from '../../session/db-context';
import { deleteDocument, setTripCover } from '../../db/document-repo';
import type { TripDetails } from '../../db/live-queries';
import { notify } from '../../lib/toaster';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useWriteFailure } from '../../lib/write-errors';
import type { DocumentRowData } from './use-trip-documents';

/** Photos the browser can show can be the trip's cover; HEIC cannot everywhere. */
const COVER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The viewer's buttons. Viewers of a shared trip get Download and Share only. */
export function DocumentActions({
  doc,
  trip,
  editable,
  downloadUrl,
  fileName,
  blob,
  onRename,
  onDeleted,
}: {
  doc: DocumentRowData;
  trip: TripDetails;
  editable: boolean;
  downloadUrl: string | undefined;
  fileName: string;
  blob: Blob | undefined;
  onRename: () => void;
  onDeleted: () => void;
}) {
  const db = useDb();
  const onFailure = useWriteFailure();
  const [confirming, setConfirming] = useState(false);
  const shareFile = blob ? new File([blob], fileName, { type: doc.mediaType }) : null;
  const canShare =
    shareFile !== null &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [shareFile] });
  const isCover = trip.coverDocumentId === doc.id;

  const share = async () => {
    if (!shareFile) return;
    try {
      await navigator.share({ files: [shareFile], title: doc.name });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      onFailure(error, 'Sharing failed', 'Please try again');
    }
  };
  const cover = async () => {
    try {
      await setTripCover(db, trip.id, isCover ? null : doc.id);
      notify({ type: 'success', title: isCover ? 'Cover removed' : 'Trip cover changed' });
    } catch (error) {
      onFailure(error, 'Changing the cover failed', 'Please try again');
    }
  };
  const remove = async () => {
    try {
      await deleteDocument(db, doc.id);
      notify({ type: 'success', title: 'Document deleted' });
      onDeleted();
    } catch (error) {
      onFailure(error, 'Deleting the document failed', 'Please try again');
    }
  };

  return (
    <>
      {downloadUrl && (
        <Button asChild size="sm" colorPalette="teal">
          <a href={downloadUrl} download={fileName}>
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
      )}
      {canShare && (
        <Button size="sm" variant="outline" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      )}
      {editable && (
        <Button size="sm" variant="outline" onClick={onRename}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      )}
      {editable && COVER_TYPES.has(doc.mediaType) && (
        <Button size="sm" variant="outline" onClick={() => void cover()}>
          <ImageUp aria-hidden="true" />
          {isCover ? 'Remove trip cover' : 'Use as trip cover'}
        </Button>
      )}
      {editable && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        text={`"${doc.name}" will be deleted from this trip on every device.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={remove}
      />
    </>
  );
}
