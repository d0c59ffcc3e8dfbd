import type { UpdateItineraryItem } from '@shared/schemas/itinerary-item';
import type { AppDb } from '../../db/app-db';
import { defaultDocumentName, mediaTypeOf } from '../../db/document-file';
import { addDocument, updateDocument } from '../../db/document-repo';
import { addItineraryItem, updateItineraryItem } from '../../db/itinerary-repo';
import { dayOfTrip, type BookingDraft, type TripDates } from './booking-draft';
import { inboxFileTitle, inboxName } from './inbox-name';

/**
 * Whether a file can be kept as a trip document: a PDF, a picture, a wallet pass, an e-mail, a
 * calendar file or a web page (a plain text file cannot).
 */
export function keepableAsDocument(file: Blob & { name?: string }): boolean {
  return mediaTypeOf(file) !== null;
}

export interface SavedImport {
  added: number;
  updated: number;
  /** The file's document, when it was kept. */
  documentId: string | null;
  /** The first item saved or updated, which the file belongs with. */
  firstItemId: string | null;
}

/**
 * Saves the ticked bookings through the ordinary local mutations (the outbox carries them), each
 * a new item or an update of the item it already is, and keeps the file as a document attached
 * to the first of them, so the pass or confirmation is with the flight or stay it is for.
 */
export async function saveImport(
  db: AppDb,
  trip: TripDates & { id: string },
  drafts: readonly BookingDraft[],
  file: (Blob & { name?: string }) | null,
): Promise<SavedImport> {
  const result: SavedImport = { added: 0, updated: 0, documentId: null, firstItemId: null };
  let firstItemId: string | null = null;
  for (const draft of drafts.filter((d) => d.include)) {
    const fields = {
      day: dayOfTrip(trip, draft.date),
      type: draft.type,
      title: draft.title.trim(),
      time: draft.time.trim(),
      endTime: draft.endTime.trim(),
      reference: draft.reference.trim(),
      location: draft.location.trim(),
      description: draft.description.trim(),
    };
    if (draft.updates) {
      const patch: UpdateItineraryItem = {
        ...fields,
        time: fields.time || null,
        endTime: fields.endTime || null,
        reference: fields.reference || null,
        location: fields.location || null,
        description: fields.description || null,
        timeZone: draft.timeZone,
        endTimeZone: draft.endTimeZone,
        place: draft.place,
        endPlace: draft.endPlace,
      };
      await updateItineraryItem(db, draft.updates.id, patch);
      firstItemId ??= draft.updates.id;
      result.updated += 1;
    } else {
      const id = await addItineraryItem(db, {
        tripId: trip.id,
        ...fields,
        ...(draft.timeZone ? { timeZone: draft.timeZone } : {}),
        ...(draft.endTimeZone ? { endTimeZone: draft.endTimeZone } : {}),
        ...(draft.place ? { place: draft.place } : {}),
        ...(draft.endPlace ? { endPlace: draft.endPlace } : {}),
      });
      firstItemId ??= id;
      result.added += 1;
    }
  }
  result.firstItemId = firstItemId;
  if (file && firstItemId && keepableAsDocument(file)) {
    // The same file already kept with this item (the pass imported again) is not kept twice.
    const name = defaultDocumentName(file.name ?? 'Booking');
    const kept = await db.documents.where('tripId').equals(trip.id).toArray();
    const again = kept.some(
      (d) => d.itemId === firstItemId && d.name === name && d.size === file.size,
    );
    if (!again) {
      result.documentId = await addDocument(db, {
        tripId: trip.id,
        file,
        name,
        kind: drafts.some((d) => d.include && d.type === 'transport') ? 'ticket' : 'reservation',
        itemId: firstItemId,
      });
    }
  }
  return result;
}

/**
 * Keeps a file nothing could be read from as a trip document marked as needing a look, so
 * nothing the traveller gave is lost. A plain text file cannot be a document.
 */
export async function keepInInbox(
  db: AppDb,
  tripId: string,
  file: Blob & { name?: string },
): Promise<string> {
  const name = inboxName(defaultDocumentName(file.name ?? 'Booking'));
  return addDocument(db, { tripId, file, name, kind: 'other' });
}

/**
 * A document of the inbox whose bookings were saved: attached to the first of them and named
 * after its file, so it leaves the inbox. Its bytes are already kept: nothing is uploaded again.
 */
export async function attachInboxDocument(
  db: AppDb,
  doc: { id: string; name: string },
  itemId: string,
): Promise<void> {
  await updateDocument(db, doc.id, { itemId, name: inboxFileTitle(doc.name) ?? doc.name });
}
