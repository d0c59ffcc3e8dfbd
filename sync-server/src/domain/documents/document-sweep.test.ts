import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTestApp, pdfBytes, sha256Of } from '../../testing/document-fixtures';
import { STALE_TEMPORARY_MS, sweepDocuments } from './document-sweep';

type World = Awaited<ReturnType<typeof documentTestApp>>;
let world: World | undefined;
afterEach(async () => {
  await world?.cleanup();
  world = undefined;
});

describe('document sweep', () => {
  it('removes the blob store’s temporary files left by a crash mid-copy, never one being written', async () => {
    world = await documentTestApp();
    const w = world;
    const now = w.clock.now();
    const sha256 = sha256Of(pdfBytes(10));
    const fanOut = join(w.dir, 'blobs', sha256.slice(0, 2));
    await mkdir(fanOut, { recursive: true });
    const left = join(fanOut, `${sha256}.${randomUUID()}.tmp`);
    const copying = join(fanOut, `${sha256}.${randomUUID()}.tmp`);
    await writeFile(left, 'half a file');
    await writeFile(copying, 'a copy in progress');
    const longAgo = new Date(now.getTime() - STALE_TEMPORARY_MS - 60_000);
    const justNow = new Date(now.getTime() - 60_000);
    await utimes(left, longAgo, longAgo);
    await utimes(copying, justNow, justNow);

    expect(await sweepDocuments(w.files, now)).toEqual({
      blobsDeleted: 0,
      partialsDeleted: 0,
      temporariesDeleted: 1,
    });
    expect(await readdir(fanOut)).toEqual([copying.slice(fanOut.length + 1)]);
  });
});
