/**
 * `npm run bench:documents`: what moving a 20 MB document through the real server costs.
 *
 * The server (sync-server/src/main.ts, a child process with a throwaway data directory) takes a
 * 20 MB PDF in 1 MiB chunks (PUT /api/documents/:id/upload, as the app sends them) and gives it
 * back (GET /api/documents/:id/content). Each is timed against a plain file copy of the same
 * bytes on the same disk in the same run, so the ratio reads against this machine's disk. While
 * the bytes stream, the server's resident memory (VmRSS in /proc/<pid>/status) is sampled every
 * few milliseconds: if the server held whole files, its peak would grow by 20 MB or more.
 *
 * All traffic goes to 127.0.0.1; the script stops by itself. BENCH_DOCUMENT_ROUNDS sets how many
 * files (each new bytes, so none is deduplicated) go up and down; the median is printed.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_CHUNK_BYTES } from '@shared/api/documents';
import { DOCUMENT_MAX_BYTES } from '@shared/schemas/document';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import { repoRoot, startServer } from './bench-server';
import { rssKb } from './proc-stats';

const ROUNDS = Number(process.env.BENCH_DOCUMENT_ROUNDS ?? 5);
const SIZE = DOCUMENT_MAX_BYTES;
const SAMPLE_MS = 2;

/** Samples the server's RSS while `work` runs; answers the peak and what `work` answered. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>) {
  let peak = rssKb(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssKb(pid));
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  try {
    const result = await work();
    return { result, peak: Math.max(peak, rssKb(pid)) };
  } finally {
    sampling = false;
    await sampler;
  }
}

function pdf(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mbps = (bytes: number, ms: number) => bytes / (1024 * 1024) / (ms / 1000);

class Session {
  private cookie = '';
  constructor(private readonly url: string) {}

  async call(method: string, path: string, body?: BodyInit, type = 'application/json') {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        origin: this.url,
        'sec-fetch-site': 'same-origin',
        ...(body !== undefined ? { 'content-type': type } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    });
    const set = res.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(';')[0] ?? '';
    return res;
  }

  async ok(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await this.call(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }
}

async function main() {
  // No built app is needed: the server answers /api alone without one.
  const server = await startServer(join(repoRoot, 'dist', 'no-web-app'));
  const scratch = await mkdtemp(join(dirname(await dataDirOf(server.pid)), 'wayfarer-copy-'));
  const api = new Session(server.url);
  const clientId = randomUUID();
  let mutationId = 1;
  try {
    await api.ok('POST', '/api/register', { username: 'bench', password: 'secret123' });
    const tripId = randomUUID();
    await api.ok('POST', '/api/trips', {
      id: tripId,
      destinationId: 'kyoto',
      title: 'Benchmark',
      startDate: '2026-10-01',
      endDate: '2026-10-05',
    });

    async function addDocument(bytes: Buffer): Promise<string> {
      const id = randomUUID();
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const args = {
        id,
        tripId,
        name: 'Scan',
        kind: 'other',
        mediaType: 'application/pdf',
        size: bytes.length,
        sha256,
      };
      await api.ok('POST', '/api/sync/push', {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId,
        mutations: [{ id: mutationId++, name: 'addDocument', args }],
      });
      return id;
    }

    async function upload(id: string, bytes: Buffer): Promise<void> {
      for (let offset = 0; offset < bytes.length; offset += UPLOAD_CHUNK_BYTES) {
        const chunk = new Uint8Array(bytes.subarray(offset, offset + UPLOAD_CHUNK_BYTES));
        const res = await api.call(
          'PUT',
          `/api/documents/${id}/upload?offset=${offset}`,
          chunk,
          'application/octet-stream',
        );
        if (res.status !== 200)
          throw new Error(`chunk at ${offset}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    }

    /** Reads the answer as a stream into a hash, as the device's download does into a Blob. */
    async function download(id: string): Promise<string> {
      const res = await api.call('GET', `/api/documents/${id}/content`);
      if (res.status !== 200 || !res.body) throw new Error(`download: ${res.status}`);
      const hash = createHash('sha256');
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return hash.digest('hex');
        hash.update(value);
      }
    }

    // Warm-up: code paths loaded and JIT-compiled, and the heap grown to its working size,
    // before anything is measured.
    const warm = pdf(SIZE);
    const warmId = await addDocument(warm);
    await upload(warmId, warm);
    await download(warmId);

    const times = {
      upload: [] as number[],
      download: [] as number[],
      copy: [] as number[],
      hash: [] as number[],
    };
    const growth = { upload: [] as number[], download: [] as number[] };
    let rssBase = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      const bytes = pdf(SIZE);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const id = await addDocument(bytes);
      const beforeUpload = rssKb(server.pid);
      rssBase = Math.min(rssBase, beforeUpload);

      let start = performance.now();
      const up = await withPeakRss(server.pid, () => upload(id, bytes));
      times.upload.push(performance.now() - start);
      growth.upload.push(up.peak - beforeUpload);

      const beforeDownload = rssKb(server.pid);
      start = performance.now();
      const down = await withPeakRss(server.pid, () => download(id));
      times.download.push(performance.now() - start);
      growth.download.push(down.peak - beforeDownload);
      if (down.result !== sha256) throw new Error('downloaded bytes differ');

      const source = join(scratch, `source-${round}`);
      await writeFile(source, bytes);
      start = performance.now();
      await copyFile(source, join(scratch, `copy-${round}`));
      times.copy.push(performance.now() - start);
      // The check every upload makes: reading the file back through SHA-256.
      start = performance.now();
      createHash('sha256')
        .update(await readFile(source))
        .digest('hex');
      times.hash.push(performance.now() - start);
    }

    const copy = mbps(SIZE, median(times.copy));
    const upload20 = mbps(SIZE, median(times.upload));
    const download20 = mbps(SIZE, median(times.download));
    const line = (label: string, ms: number, rate: number) =>
      `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms ${rate.toFixed(0).padStart(6)} MB/s  ${(rate / copy).toFixed(2)}× copy`;
    console.log(`20 MB file, ${ROUNDS} rounds, medians (1 MiB chunks, 127.0.0.1):`);
    console.log(line('plain file copy (same disk)', median(times.copy), copy));
    console.log(
      line('read + SHA-256 (this process)', median(times.hash), mbps(SIZE, median(times.hash))),
    );
    console.log(line('upload (20 chunks, check, store)', median(times.upload), upload20));
    console.log(line('download (streamed)', median(times.download), download20));
    const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
    console.log(`server RSS before streaming        ${mb(rssBase)}`);
    const growthLine = (label: string, kb: number[]) =>
      console.log(
        `${label.padEnd(34)} median ${mb(median(kb))}, largest ${mb(Math.max(...kb))} (file: 20.0 MB)`,
      );
    growthLine('server RSS growth while uploading', growth.upload);
    growthLine('server RSS growth while downloading', growth.download);
    console.log(`server RSS after all rounds        ${mb(rssKb(server.pid))}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await server.stop();
  }
}

/** The server's data directory (where its database and documents live), from its environment. */
async function dataDirOf(pid: number): Promise<string> {
  const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
  const path = environ
    .split('\0')
    .find((v) => v.startsWith('DATABASE_PATH='))
    ?.slice('DATABASE_PATH='.length);
  if (!path) throw new Error('no DATABASE_PATH');
  return dirname(path);
}

await main();
