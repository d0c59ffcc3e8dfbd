import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_EMPTY_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '@shared/schemas/document';
import type { AppDb } from './app-db';
import { LocalNotFoundError } from './commit-mutation';
import {
  defaultDocumentName,
  fileNameOf,
  InvalidDocumentError,
  pickedFileProblem,
  sha256Hex,
} from './document-file';
import { addDocument, deleteDocument, setTripCover, updateDocument } from './document-repo';
import { paris, testDb } from './test-db';
import { createTrip, deleteTrip } from './trip-repo';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const pdf = () =>
  new File(['%PDF-1.4 boarding pass'], 'Boarding pass.pdf', { type: 'application/pdf' });

async function nothingStored() {
  expect(await db.documents.count()).toBe(0);
  expect(await db.documentBlobs.count()).toBe(0);
  expect(await db.uploads.count()).toBe(0);
  expect((await db.outbox.toArray()).filter((e) => e.name === 'addDocument')).toEqual([]);
}

describe('document repo', () => {
  it('refuses a wrong type, an empty file and an oversize one with the contract messages', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const add = (file: File) => addDocument(db, { tripId, file, name: 'x', kind: 'other' });
    await expect(add(new File(['hi'], 'notes.txt', { type: 'text/plain' }))).rejects.toThrow(
      DOCUMENT_TYPE_MESSAGE,
    );
    await expect(add(new File([], 'empty.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      DOCUMENT_EMPTY_MESSAGE,
    );
    const huge = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await expect(add(huge)).rejects.toThrow(DOCUMENT_SIZE_MESSAGE);
    await nothingStored();
  });

  it('refuses a file whose bytes are not the type it claims, before anything is queued', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const page = new File(['<!doctype html><title>e-Visa</title>'], 'e-visa.pdf', {
      type: 'application/pdf',
    });
    expect(await pickedFileProblem(page)).toBe('This file is not a PDF');
    const photo = new File(['%PDF-1.7'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    expect(await pickedFileProblem(photo)).toBe('This file is not a JPEG image');
    expect(await pickedFileProblem(pdf())).toBeNull();
    await expect(
      addDocument(db, { tripId, file: page, name: 'e-Visa', kind: 'visa' }),
    ).rejects.toThrow(new InvalidDocumentError('This file is not a PDF'));
    await nothingStored();
  });

  it('stores the bytes, the row, the pending upload and the outbox entry together', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const file = pdf();
    const id = await addDocument(db, { tripId, file, name: 'Boarding pass', kind: 'ticket' });
    const sha256 = await sha256Hex(await file.arrayBuffer());
    expect(await db.documents.get(id)).toMatchObject({
      tripId,
      name: 'Boarding pass',
      kind: 'ticket',
      mediaType: 'application/pdf',
      size: file.size,
      sha256,
      itemId: null,
      expenseId: null,
      uploaded: false,
    });
    const stored = await db.documentBlobs.get(id);
    expect(await stored?.blob.text()).toBe('%PDF-1.4 boarding pass');
    expect(await db.uploads.get(id)).toMatchObject({ received: 0, state: 'waiting', attempts: 0 });
    const entry = (await db.outbox.toArray()).at(-1);
    expect(entry).toMatchObject({ name: 'addDocument', args: { id, sha256, size: file.size } });
  });

  it('stores nothing when the transaction fails (a trip that is not here)', async () => {
    db = testDb();
    const file = pdf();
    await expect(
      addDocument(db, { tripId: crypto.randomUUID(), file, name: 'Pass', kind: 'ticket' }),
    ).rejects.toThrow(LocalNotFoundError);
    await nothingStored();
  });

  it('takes a HEIC photo the browser gave no type by its extension', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')]);
    const file = new File([heic], 'IMG_0001.HEIC', { type: '' });
    const id = await addDocument(db, { tripId, file, name: 'Temple', kind: 'photo' });
    expect((await db.documents.get(id))?.mediaType).toBe('image/heic');
  });

  it('renames, sets the cover and deletes with the bytes; a trip delete takes its documents', async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const file = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'cover.png',
      {
        type: 'image/png',
      },
    );
    const photo = await addDocument(db, { tripId, file, name: 'Cover', kind: 'photo' });
    await updateDocument(db, photo, { name: 'Seine at dusk' });
    expect((await db.documents.get(photo))?.name).toBe('Seine at dusk');
    expect((await db.outbox.toArray()).at(-1)).toMatchObject({
      name: 'updateDocument',
      args: { id: photo, patch: { name: 'Seine at dusk' }, label: 'Cover' },
    });
    await setTripCover(db, tripId, photo);
    expect((await db.trips.get(tripId))?.coverDocumentId).toBe(photo);

    const pass = await addDocument(db, { tripId, file: pdf(), name: 'Pass', kind: 'ticket' });
    await deleteDocument(db, pass);
    expect(await db.documents.get(pass)).toBeUndefined();
    expect(await db.documentBlobs.get(pass)).toBeUndefined();
    expect(await db.uploads.get(pass)).toBeUndefined();

    await deleteTrip(db, tripId);
    expect(await db.documents.count()).toBe(0);
    expect(await db.documentBlobs.count()).toBe(0);
  });

  it("takes an imported booking's original by its extension when the browser does not know it", async () => {
    db = testDb();
    const tripId = await createTrip(db, paris);
    const zip = new Uint8Array([0x50, 0x4b, 3, 4, 20, 0]);
    const pass = new File([zip], 'boarding.pkpass', { type: 'application/octet-stream' });
    const id = await addDocument(db, { tripId, file: pass, name: 'Boarding', kind: 'ticket' });
    expect((await db.documents.get(id))?.mediaType).toBe('application/vnd.apple.pkpass');
    const mail = new File(['From: Hotels <b@example.com>\r\n'], 'booking.eml', { type: '' });
    expect(await pickedFileProblem(mail)).toBeNull();
    // Its bytes are checked all the same: a picture called an e-mail is not one.
    const fake = new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], 'booking.eml', { type: '' });
    expect(await pickedFileProblem(fake)).toBe('This file is not an e-mail');
    await expect(
      addDocument(db, { tripId, file: fake, name: 'Booking', kind: 'reservation' }),
    ).rejects.toThrow(InvalidDocumentError);
  });

  it('names files for download and new documents from the file', () => {
    expect(defaultDocumentName('Boarding pass.pdf')).toBe('Boarding pass');
    expect(defaultDocumentName('.hidden')).toBe('.hidden');
    expect(fileNameOf({ name: 'Hotel: Kyoto', mediaType: 'application/pdf' })).toBe(
      'Hotel  Kyoto.pdf',
    );
    expect(fileNameOf({ name: 'photo.JPG', mediaType: 'image/jpeg' })).toBe('photo.JPG');
    expect(fileNameOf({ name: 'Your booking', mediaType: 'message/rfc822' })).toBe(
      'Your booking.eml',
    );
    expect(fileNameOf({ name: 'Hotel', mediaType: 'text/html' })).toBe('Hotel.html');
  });
});
