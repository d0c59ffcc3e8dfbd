import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '@shared/api/documents';
import { UPLOAD_RATE_LIMITED_MESSAGE } from '../domain/documents/upload-byte-budget';
import { documentArgs, documentTestApp, pdfBytes, uploadChunk } from '../testing/document-fixtures';
import { createTripFor, TestDevice } from '../testing/trip-fixtures';

const MB = 1024 * 1024;

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

describe('document upload rate per account', () => {
  it('answers 429 with Retry-After once an account has sent its burst, and takes the rest later', async () => {
    world = await documentTestApp({
      documentUploadRate: { bytesPerSecond: 100 * 1024, burstBytes: 2 * MB },
    });
    const w = world;
    const tripId = await createTripFor(w.alice);
    const phone = new TestDevice(w.alice);
    const bytes = pdfBytes(3 * MB);
    const doc = documentArgs(tripId, bytes);
    await phone.pushOk(phone.queue({ name: 'addDocument', args: doc }));
    const chunk = (offset: number) =>
      uploadChunk(w.alice, doc.id, offset, bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
    expect((await chunk(0)).status).toBe(200);
    expect((await chunk(MB)).status).toBe(200);

    const limited = await chunk(2 * MB);
    expect(limited.status).toBe(429);
    // 1 MiB more at 100 KiB a second: 10.24 s, rounded up.
    expect(limited.headers.get('retry-after')).toBe('11');
    expect(await limited.json()).toEqual({ message: UPLOAD_RATE_LIMITED_MESSAGE });
    // Nothing of the refused chunk was kept: the upload resumes where it was.
    expect(await (await w.alice.get(`/api/documents/${doc.id}/upload`)).json()).toEqual({
      received: 2 * MB,
      complete: false,
    });

    // Another account has its own budget.
    const bobTrip = await createTripFor(w.bob);
    const bobPhone = new TestDevice(w.bob);
    const bobBytes = pdfBytes(MB);
    const bobDoc = documentArgs(bobTrip, bobBytes);
    await bobPhone.pushOk(bobPhone.queue({ name: 'addDocument', args: bobDoc }));
    expect((await uploadChunk(w.bob, bobDoc.id, 0, bobBytes)).status).toBe(200);

    w.clock.advance(11_000);
    const resumed = await chunk(2 * MB);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ received: 3 * MB, complete: true });
  });
});
