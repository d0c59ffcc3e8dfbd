import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  uploadStatusSchema,
} from '@shared/api/documents';
import { DOCUMENT_MAX_BYTES } from '@shared/schemas/document';
import {
  documentArgs,
  documentTestApp,
  pdfBytes,
  sha256Of,
  uploadAll,
  uploadChunk,
} from '../testing/document-fixtures';
import { createTripFor, TestDevice } from '../testing/trip-fixtures';

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

/** Alice's trip with one document added from her phone (metadata only, no bytes yet). */
async function tripWithDocument(bytes: Uint8Array, overrides: Record<string, unknown> = {}) {
  world = await documentTestApp();
  const tripId = await createTripFor(world.alice);
  const phone = new TestDevice(world.alice);
  const args = documentArgs(tripId, bytes, overrides);
  const { results } = await phone.pushOk(phone.queue({ name: 'addDocument', args }));
  expect(results).toEqual([{ id: 1, status: 'applied' }]);
  return { w: world, tripId, phone, args };
}

async function status(res: Response) {
  return uploadStatusSchema.parse(await res.json());
}

async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

describe('document bytes', () => {
  it('uploads in chunks, tells other devices it is uploaded, and downloads the same bytes', async () => {
    const bytes = pdfBytes(2 * UPLOAD_CHUNK_BYTES + 12_345);
    const { w, args } = await tripWithDocument(bytes);
    const laptop = new TestDevice(w.alice);
    const before = await laptop.pull();
    expect(before.documents).toEqual([
      expect.objectContaining({ id: args.id, uploaded: false, createdBy: w.aliceUser.id }),
    ]);
    expect((await w.alice.get(`/api/documents/${args.id}/content`)).status).toBe(404);

    const first = await uploadChunk(w.alice, args.id, 0, bytes.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(await status(first)).toEqual({ received: UPLOAD_CHUNK_BYTES, complete: false });
    const progress = await w.alice.get(`/api/documents/${args.id}/upload`);
    expect(await status(progress)).toEqual({ received: UPLOAD_CHUNK_BYTES, complete: false });
    const rest = await uploadAll(w.alice, args.id, bytes);
    expect(await status(rest)).toEqual({ received: bytes.length, complete: true });

    const after = await laptop.pull();
    expect(after.documents).toEqual([expect.objectContaining({ id: args.id, uploaded: true })]);
    const res = await w.alice.get(`/api/documents/${args.id}/content`, {
      'accept-encoding': 'gzip, deflate',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    // Streamed as stored, never read whole to be gzipped.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Boarding%20pass.pdf",
    );
    expect(sha256Of(await bytesOf(res))).toBe(args.sha256);
    // The partial upload is gone once stored.
    expect(await readdir(join(w.dir, 'partial'))).toEqual([]);
  });

  it('answers a retried chunk with the status, changing nothing', async () => {
    const bytes = pdfBytes(UPLOAD_CHUNK_BYTES + 100);
    const { w, args } = await tripWithDocument(bytes);
    const chunk = bytes.subarray(0, UPLOAD_CHUNK_BYTES);
    await uploadChunk(w.alice, args.id, 0, chunk);
    const retry = await uploadChunk(w.alice, args.id, 0, chunk);
    expect(retry.status).toBe(200);
    expect(await status(retry)).toEqual({ received: UPLOAD_CHUNK_BYTES, complete: false });
    const done = await uploadChunk(
      w.alice,
      args.id,
      UPLOAD_CHUNK_BYTES,
      bytes.subarray(chunk.length),
    );
    expect(await status(done)).toEqual({ received: bytes.length, complete: true });
    // A retry of the last chunk after completion still answers the status.
    const late = await uploadChunk(
      w.alice,
      args.id,
      UPLOAD_CHUNK_BYTES,
      bytes.subarray(chunk.length),
    );
    expect([late.status, await status(late)]).toEqual([
      200,
      { received: bytes.length, complete: true },
    ]);
    const res = await w.alice.get(`/api/documents/${args.id}/content`);
    expect(sha256Of(await bytesOf(res))).toBe(args.sha256);
  });

  it('refuses a chunk at the wrong offset with 409 and the status', async () => {
    const bytes = pdfBytes(3000);
    const { w, args } = await tripWithDocument(bytes);
    const ahead = await uploadChunk(w.alice, args.id, 1000, bytes.subarray(1000, 2000));
    expect([ahead.status, await status(ahead)]).toEqual([409, { received: 0, complete: false }]);
    await uploadChunk(w.alice, args.id, 0, bytes.subarray(0, 1000));
    // Overlapping what was received and going past it is not a retry either.
    const overlap = await uploadChunk(w.alice, args.id, 500, bytes.subarray(500, 1500));
    expect([overlap.status, await status(overlap)]).toEqual([
      409,
      { received: 1000, complete: false },
    ]);
  });

  it('refuses bytes that do not match the digest: nothing stored, the upload starts again', async () => {
    const bytes = pdfBytes(5000);
    const { w, args } = await tripWithDocument(bytes);
    const damaged = new Uint8Array(bytes);
    damaged[4000] = (damaged[4000]! + 1) % 256;
    const res = await uploadAll(w.alice, args.id, damaged, 2000);
    expect([res.status, await res.json()]).toEqual([422, { message: UPLOAD_DAMAGED_MESSAGE }]);
    expect(await status(await w.alice.get(`/api/documents/${args.id}/upload`))).toEqual({
      received: 0,
      complete: false,
    });
    expect(await w.blobs.has(args.sha256)).toBe(false);
    expect(await readdir(join(w.dir, 'partial'))).toEqual([]);
    expect((await new TestDevice(w.alice).pull()).documents[0]?.uploaded).toBe(false);
    // Sent again, right this time.
    const again = await uploadAll(w.alice, args.id, bytes, 2000);
    expect(await status(again)).toEqual({ received: bytes.length, complete: true });
  });

  it('refuses a file that is not the type it was declared as (an HTML page called a PNG)', async () => {
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const { w, args } = await tripWithDocument(html, { mediaType: 'image/png', name: 'x.png' });
    const res = await uploadAll(w.alice, args.id, html);
    // Not 'damaged': the bytes are the device's own, so sending them again cannot help.
    expect([res.status, await res.json()]).toEqual([
      415,
      { message: 'This file is not a PNG image', reason: 'wrong-type' },
    ]);
    expect(await w.blobs.has(args.sha256)).toBe(false);
    expect(await readdir(join(w.dir, 'partial'))).toEqual([]);
    expect((await w.alice.get(`/api/documents/${args.id}/content`)).status).toBe(404);
  });

  it('refuses a chunk over the chunk size or past the declared size', async () => {
    const bytes = pdfBytes(UPLOAD_CHUNK_BYTES + 10);
    const { w, args } = await tripWithDocument(bytes);
    const tooBig = await uploadChunk(w.alice, args.id, 0, pdfBytes(UPLOAD_CHUNK_BYTES + 1));
    expect(tooBig.status).toBe(413);
    const small = await tripWithDocumentOn(w, pdfBytes(100));
    const past = await uploadChunk(w.alice, small.id, 0, pdfBytes(101));
    expect(past.status).toBe(413);
    expect(await status(await w.alice.get(`/api/documents/${small.id}/upload`))).toEqual({
      received: 0,
      complete: false,
    });
  });

  it('stores the same bytes once for two documents, each still uploaded and downloadable', async () => {
    const bytes = pdfBytes(4000);
    const { w, tripId, phone, args } = await tripWithDocument(bytes);
    const other = await createTripFor(w.alice, { title: 'Another trip' });
    const copyOnTrip = documentArgs(tripId, bytes, { name: 'Copy' });
    const copyElsewhere = documentArgs(other, bytes, { name: 'Elsewhere' });
    await phone.pushOk(
      phone.queue(
        { name: 'addDocument', args: copyOnTrip },
        { name: 'addDocument', args: copyElsewhere },
      ),
    );
    await uploadAll(w.alice, args.id, bytes);
    // Naming a digest the server holds is not having the file: the copy is not uploaded...
    expect((await w.alice.get(`/api/documents/${copyOnTrip.id}/content`)).status).toBe(404);
    // ...until its own bytes came and were checked.
    for (const id of [copyOnTrip.id, copyElsewhere.id]) {
      expect(await status(await uploadAll(w.alice, id, bytes))).toMatchObject({ complete: true });
    }
    const stored = [];
    for await (const sha of w.blobs.list()) stored.push(sha);
    expect(stored).toEqual([args.sha256]);
    for (const id of [args.id, copyOnTrip.id, copyElsewhere.id]) {
      const res = await w.alice.get(`/api/documents/${id}/content`);
      expect(sha256Of(await bytesOf(res))).toBe(args.sha256);
    }
  });

  it("keeps an imported booking's original and sends it back only as a download", async () => {
    const text = (s: string) => new TextEncoder().encode(s);
    const page = '<!DOCTYPE html><html><script>alert(document.cookie)</script></html>';
    const originals = [
      {
        mediaType: 'application/vnd.apple.pkpass',
        name: 'boarding',
        bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]),
        served: 'application/vnd.apple.pkpass',
        file: 'boarding.pkpass',
      },
      {
        mediaType: 'message/rfc822',
        name: 'Your booking',
        bytes: text(`From: Hotels <b@example.com>\r\nSubject: Booked\r\n\r\n${page}`),
        served: 'application/octet-stream',
        file: 'Your%20booking.eml',
      },
      {
        mediaType: 'text/calendar',
        name: 'trip',
        bytes: text('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'),
        served: 'application/octet-stream',
        file: 'trip.ics',
      },
      {
        mediaType: 'text/html',
        name: 'confirmation',
        bytes: text(page),
        served: 'application/octet-stream',
        file: 'confirmation.html',
      },
    ];
    world = await documentTestApp();
    const w = world;
    const tripId = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    for (const original of originals) {
      const args = documentArgs(tripId, original.bytes, {
        mediaType: original.mediaType,
        name: original.name,
        kind: 'reservation',
      });
      await phone.pushOk(phone.queue({ name: 'addDocument', args }));
      const done = await uploadAll(w.alice, args.id, original.bytes);
      expect(await status(done)).toEqual({ received: original.bytes.length, complete: true });
      const res = await w.alice.get(`/api/documents/${args.id}/content`, {
        'accept-encoding': 'gzip',
      });
      expect(res.status).toBe(200);
      // Markup someone else wrote is never sent as a type a browser would render.
      expect(res.headers.get('content-type')).toBe(original.served);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename*=UTF-8''${original.file}`,
      );
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await bytesOf(res)).toEqual(original.bytes);
    }
    // The metadata keeps each one's own type, for the app.
    const pulled = await new TestDevice(w.alice).pull();
    expect(pulled.documents.map((d) => d.mediaType).sort()).toEqual(
      originals.map((o) => o.mediaType).sort(),
    );
  });

  it('refuses a file that is not the original it was declared as (a PDF called a wallet pass)', async () => {
    const bytes = pdfBytes(200);
    const { w, args } = await tripWithDocument(bytes, {
      mediaType: 'application/vnd.apple.pkpass',
      name: 'boarding',
    });
    const res = await uploadAll(w.alice, args.id, bytes);
    expect([res.status, await res.json()]).toEqual([
      415,
      { message: 'This file is not a wallet pass', reason: 'wrong-type' },
    ]);
    expect(await w.blobs.has(args.sha256)).toBe(false);
  });

  it('refuses an original over the size limit, like any document', async () => {
    world = await documentTestApp();
    const tripId = await createTripFor(world.alice);
    const phone = new TestDevice(world.alice);
    const args = {
      ...documentArgs(tripId, new Uint8Array([1])),
      mediaType: 'text/html',
      size: DOCUMENT_MAX_BYTES + 1,
    };
    const { results } = await phone.pushOk(phone.queue({ name: 'addDocument', args }));
    expect(results).toEqual([expect.objectContaining({ id: 1, status: 'rejected' })]);
  });

  it('refuses an upload that is not application/octet-stream', async () => {
    const bytes = pdfBytes(100);
    const { w, args } = await tripWithDocument(bytes);
    const res = await w.alice.put(`/api/documents/${args.id}/upload?offset=0`, bytes, {
      'content-type': 'text/html',
    });
    expect(res.status).toBe(415);
  });
});

/** Another document of Alice's on a new trip of hers, metadata only. */
async function tripWithDocumentOn(w: World, bytes: Uint8Array) {
  const tripId = await createTripFor(w.alice);
  const device = new TestDevice(w.alice);
  const args = documentArgs(tripId, bytes);
  await device.pushOk(device.queue({ name: 'addDocument', args }));
  return args;
}
