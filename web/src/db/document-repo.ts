import { idSchema } from '@shared/schemas/common';
import {
  addDocumentArgsSchema,
  updateDocumentSchema,
  type DocumentKind,
  type UpdateDocument,
} from '@shared/schemas/document';
import type { AppDb } from './app-db';
import { commitMutation, ifChildExists, LocalNotFoundError, requireTrip } from './commit-mutation';
import {
  documentFileProblem,
  InvalidDocumentError,
  mediaTypeOf,
  sha256Hex,
  signatureProblem,
} from './document-file';
import { forgetStreetPack } from './street-pack-repo';
import { updateTrip } from './trip-repo';

export interface DocumentInput {
  tripId: string;
  /** The picked file (a File has a name; a Blob is enough). */
  file: Blob & { name?: string };
  name: string;
  kind: DocumentKind;
  /** Attach it to one itinerary item (a boarding pass) or one expense (a receipt). */
  itemId?: string | undefined;
  expenseId?: string | undefined;
}

/**
 * Adds a document to a trip on this device; answers its id. A file of a type we do not take,
 * empty, too large or whose bytes are not its type ('This file is not a PDF') is refused with
 * the contract's message before anything is stored. The bytes
 * are read once, hashed, and stored with the metadata row, the pending upload and the outbox
 * entry in ONE transaction: the document opens at once, offline, and its upload starts after the
 * server has applied the addDocument (sync/documents/).
 */
export async function addDocument(db: AppDb, input: DocumentInput): Promise<string> {
  const problem = documentFileProblem(input.file);
  const mediaType = mediaTypeOf(input.file);
  if (problem || !mediaType) throw new InvalidDocumentError(problem ?? 'Not a document');
  const id = crypto.randomUUID();
  const args = addDocumentArgsSchema.parse({
    id,
    tripId: input.tripId,
    ...(input.itemId ? { itemId: input.itemId } : {}),
    ...(input.expenseId ? { expenseId: input.expenseId } : {}),
    name: input.name,
    kind: input.kind,
    mediaType,
    size: input.file.size,
    sha256: '0'.repeat(64),
  });
  // Hashed outside the transaction: IndexedDB commits a transaction that waits on anything else.
  const bytes = await input.file.arrayBuffer();
  const wrongType = signatureProblem(mediaType, new Uint8Array(bytes));
  if (wrongType) throw new InvalidDocumentError(wrongType);
  args.sha256 = await sha256Hex(bytes);
  const blob = new Blob([bytes], { type: mediaType });
  await db.transaction('rw', db.mutationTables, async () => {
    await commitMutation(db, { name: 'addDocument', args }, requireTrip(db, args.tripId));
    await db.documentBlobs.put({ id, blob });
    await db.uploads.put({
      id,
      tripId: args.tripId,
      size: args.size,
      received: 0,
      attempts: 0,
      state: 'waiting',
    });
  });
  return id;
}

/** Renames or re-files a document: a field-level patch, like the other edits. */
export async function updateDocument(db: AppDb, id: string, patch: UpdateDocument): Promise<void> {
  const documentId = idSchema.parse(id);
  const parsed = updateDocumentSchema.parse(patch);
  await db.transaction('rw', db.mutationTables, async () => {
    const row = await db.documents.get(documentId);
    if (!row) throw new LocalNotFoundError('Document');
    const args = { id: documentId, patch: parsed, label: row.name.slice(0, 200) };
    await commitMutation(db, { name: 'updateDocument', args }, requireTrip(db, row.tripId));
  });
}

/** Deletes a document everywhere; on this device its bytes go with it. */
export async function deleteDocument(db: AppDb, id: string): Promise<void> {
  const documentId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteDocument', args: { id: documentId } },
    ifChildExists(db, db.documents, documentId),
  );
}

/** Shows one of the trip's photos as its cover (null: the destination's picture again). */
export async function setTripCover(
  db: AppDb,
  tripId: string,
  documentId: string | null,
): Promise<void> {
  await updateTrip(db, tripId, { coverDocumentId: documentId });
}

/** 'Try again' on an upload that stopped: from where the server is, with a fresh count. */
export async function retryUpload(db: AppDb, id: string): Promise<void> {
  await db.uploads.update(id, { state: 'waiting', attempts: 0, error: undefined });
}

/**
 * Marks a trip 'Available offline' on this device (every file and its street pack kept here), or
 * unmarks it, which drops its street pack (the files already here stay).
 */
export async function setAvailableOffline(db: AppDb, tripId: string, on: boolean): Promise<void> {
  await db.transaction('rw', db.offlineTrips, db.streetPacks, db.streetPackParts, async () => {
    if (on) {
      await db.offlineTrips.put({ tripId, since: new Date().toISOString() });
      return;
    }
    await db.offlineTrips.delete(tripId);
    await forgetStreetPack(db, tripId);
  });
}
