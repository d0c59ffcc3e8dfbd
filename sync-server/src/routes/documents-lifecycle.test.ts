import { randomUUID } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_DELETED_REASON } from '@shared/sync/rejection-reasons';
import { sweepDocuments, STALE_PARTIAL_MS } from '../domain/documents/document-sweep';
import {
  documentArgs,
  documentTestApp,
  pdfBytes,
  uploadAll,
  uploadChunk,
} from '../testing/document-fixtures';
import { createTripFor, expenseBody, itemBody, TestDevice } from '../testing/trip-fixtures';

const NOTHING_SWEPT = { blobsDeleted: 0, partialsDeleted: 0, temporariesDeleted: 0 };

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

async function setUp() {
  world = await documentTestApp();
  const w = world;
  const tripId = await createTripFor(w.alice);
  const phone = new TestDevice(w.alice);
  const laptop = new TestDevice(w.alice);
  /** Adds a document with these bytes and uploads them. */
  async function uploaded(onTrip: string, bytes: Uint8Array, overrides = {}) {
    const args = documentArgs(onTrip, bytes, overrides);
    const { results } = await phone.pushOk(phone.queue({ name: 'addDocument', args }));
    expect(results[0]?.status).toBe('applied');
    expect((await uploadAll(w.alice, args.id, bytes)).status).toBe(200);
    return args;
  }
  const sweep = () => sweepDocuments(w.files, w.clock.now());
  return { w, tripId, phone, laptop, uploaded, sweep };
}

describe('document lifecycle', () => {
  it('deletes a document: a tombstone on pull, the bytes gone at once', async () => {
    const { w, tripId, phone, laptop, uploaded, sweep } = await setUp();
    const doc = await uploaded(tripId, pdfBytes(2000));
    await laptop.pull();
    expect(await sweep()).toEqual(NOTHING_SWEPT);
    await phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: doc.id } }));
    const pulled = await laptop.pull();
    expect(pulled.tombstones).toEqual([{ table: 'documents', id: doc.id }]);
    expect(await w.blobs.has(doc.sha256)).toBe(false);
    expect(await sweep()).toEqual(NOTHING_SWEPT);
    // Deleting again succeeds; editing it is refused with the reason.
    const again = await phone.pushOk(
      phone.queue(
        { name: 'deleteDocument', args: { id: doc.id } },
        { name: 'updateDocument', args: { id: doc.id, patch: { name: 'New' }, label: 'Old' } },
      ),
    );
    expect(again.results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'applied',
      DOCUMENT_DELETED_REASON,
    ]);
  });

  it('deletes a trip: its documents tombstoned, their bytes removed unless another trip shares them', async () => {
    const { w, tripId, phone, laptop, uploaded, sweep } = await setUp();
    const only = await uploaded(tripId, pdfBytes(1500));
    const shared = pdfBytes(1800);
    const onTrip = await uploaded(tripId, shared);
    const other = await createTripFor(w.alice, { title: 'Kept' });
    const elsewhere = await uploaded(other, shared);
    await laptop.pull();
    await phone.pushOk(phone.queue({ name: 'deleteTrip', args: { id: tripId } }));
    // Devices drop the trip with everything on it, documents included (decision 005)...
    const pulled = await laptop.pull();
    expect(pulled.tombstones).toEqual([{ table: 'trips', id: tripId }]);
    // ...and the documents' own tombstones are kept, so a replayed addDocument cannot return.
    const documentTombstones = (
      await w.db.query<{ rowId: string }>(
        'select row_id as rowId from tombstones where table_name = ?',
        ['documents'],
      )
    ).map((t) => t.rowId);
    expect(documentTombstones.sort()).toEqual([only.id, onTrip.id].sort());
    expect(await w.blobs.has(only.sha256)).toBe(false);
    expect(await sweep()).toEqual(NOTHING_SWEPT);
    const kept = await w.alice.get(`/api/documents/${elsewhere.id}/content`);
    expect(kept.status).toBe(200);
  });

  it('keeps a document on the trip when its activity or expense is deleted', async () => {
    const { w, tripId, phone, laptop } = await setUp();
    const item = itemBody(tripId);
    const expense = expenseBody(tripId);
    const pass = documentArgs(tripId, pdfBytes(100), { itemId: item.id });
    const receipt = documentArgs(tripId, pdfBytes(100), { expenseId: expense.id, kind: 'receipt' });
    await phone.pushOk(
      phone.queue(
        { name: 'addItineraryItem', args: item },
        { name: 'addExpense', args: expense },
        { name: 'addDocument', args: pass },
        { name: 'addDocument', args: receipt },
      ),
    );
    const before = await laptop.pull();
    expect(before.documents.map((d) => [d.itemId, d.expenseId])).toEqual([
      [item.id, null],
      [null, expense.id],
    ]);
    await phone.pushOk(
      phone.queue(
        { name: 'deleteItineraryItem', args: { id: item.id } },
        { name: 'deleteExpense', args: { id: expense.id } },
      ),
    );
    const after = await laptop.pull();
    expect(after.documents.map((d) => [d.id, d.itemId, d.expenseId])).toEqual([
      [pass.id, null, null],
      [receipt.id, null, null],
    ]);
    void w;
  });

  it('attaches only to an item or expense of the same trip', async () => {
    const { w, tripId, phone } = await setUp();
    const other = await createTripFor(w.alice);
    const foreignItem = itemBody(other);
    await phone.pushOk(phone.queue({ name: 'addItineraryItem', args: foreignItem }));
    const { results } = await phone.pushOk(
      phone.queue({
        name: 'addDocument',
        args: documentArgs(tripId, pdfBytes(10), { itemId: foreignItem.id }),
      }),
    );
    expect(results).toEqual([
      { id: 2, status: 'rejected', reason: 'The activity is not on this trip' },
    ]);
  });

  it('renames and re-files a document, field by field', async () => {
    const { tripId, phone, laptop } = await setUp();
    const item = itemBody(tripId);
    const doc = documentArgs(tripId, pdfBytes(10));
    await phone.pushOk(
      phone.queue(
        { name: 'addItineraryItem', args: item },
        { name: 'addDocument', args: doc },
        { name: 'updateDocument', args: { id: doc.id, patch: { itemId: item.id } } },
        {
          name: 'updateDocument',
          args: { id: doc.id, patch: { name: 'Gate pass', kind: 'other' } },
        },
      ),
    );
    const pulled = await laptop.pull();
    expect(pulled.documents).toEqual([
      expect.objectContaining({ id: doc.id, name: 'Gate pass', kind: 'other', itemId: item.id }),
    ]);
  });

  it('sets a trip cover from its own documents only, and clears it when that document goes', async () => {
    const { w, tripId, phone, laptop } = await setUp();
    const photo = documentArgs(tripId, pdfBytes(10), { mediaType: 'image/jpeg', kind: 'photo' });
    const other = await createTripFor(w.alice);
    const foreign = documentArgs(other, pdfBytes(10), { mediaType: 'image/jpeg' });
    const { results } = await phone.pushOk(
      phone.queue(
        { name: 'addDocument', args: photo },
        { name: 'addDocument', args: foreign },
        { name: 'updateTrip', args: { id: tripId, patch: { coverDocumentId: foreign.id } } },
        { name: 'updateTrip', args: { id: tripId, patch: { coverDocumentId: photo.id } } },
      ),
    );
    expect(results[2]).toEqual({
      id: 3,
      status: 'rejected',
      reason: "The cover must be one of the trip's documents",
    });
    expect(results[3]).toEqual({ id: 4, status: 'applied' });
    const withCover = await laptop.pull();
    expect(withCover.trips.find((t) => t.id === tripId)?.coverDocumentId).toBe(photo.id);
    await phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: photo.id } }));
    const cleared = await laptop.pull();
    expect(cleared.trips).toEqual([expect.objectContaining({ id: tripId, coverDocumentId: null })]);
  });

  it('sweeps partial uploads a day old, and those no document has (a crash after a delete)', async () => {
    const { w, tripId, phone, sweep } = await setUp();
    const stale = documentArgs(tripId, pdfBytes(3000));
    const fresh = documentArgs(tripId, pdfBytes(3000));
    const deleted = documentArgs(tripId, pdfBytes(3000));
    await phone.pushOk(
      phone.queue(
        { name: 'addDocument', args: stale },
        { name: 'addDocument', args: fresh },
        { name: 'addDocument', args: deleted },
      ),
    );
    for (const doc of [stale, fresh, deleted]) {
      await uploadChunk(w.alice, doc.id, 0, pdfBytes(1000));
    }
    await phone.pushOk(phone.queue({ name: 'deleteDocument', args: { id: deleted.id } }));
    const old = new Date(w.clock.now().getTime() - STALE_PARTIAL_MS - 60_000);
    await utimes(w.files.partialPath(stale.id), old, old);
    // A stray file that is not a document id is left alone (and logged).
    await writeFile(`${w.files.partialDir}/stray`, 'x');
    // What a delete left when the server stopped before it removed the bytes.
    await writeFile(w.files.partialPath(randomUUID()), 'left');
    expect(await sweep()).toEqual({ ...NOTHING_SWEPT, partialsDeleted: 2 });
    const status = async (id: string) => (await w.alice.get(`/api/documents/${id}/upload`)).json();
    expect(await status(stale.id)).toEqual({ received: 0, complete: false });
    expect(await status(fresh.id)).toEqual({ received: 1000, complete: false });
  });
});
