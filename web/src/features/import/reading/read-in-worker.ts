import type { ImportReading } from '@shared/import/found-booking';
import { MAX_IMPORT_BYTES } from '@shared/import/read-import';
import type { ImportRequest, ImportResponse } from './import-messages';

/** How long a file may take to read before the worker is stopped. */
export const IMPORT_TIME_LIMIT_MS = 15_000;

export const TOO_SLOW = 'Reading this file took too long, so it was stopped. Nothing was changed.';
export const WORKER_FAILED = 'This file could not be read.';

export interface WorkerLike {
  postMessage(message: ImportRequest, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ImportResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const createImportWorker = (): WorkerLike =>
  new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'import' });

const tooLarge = (bytes: number): ImportReading => ({
  bookings: [],
  problems: [
    `This file is ${Math.round(bytes / (1024 * 1024))} MB, too large to read for bookings (${MAX_IMPORT_BYTES / (1024 * 1024)} MB at most). Forward or save just the confirmation and try again.`,
  ],
});

/**
 * Reads a file or pasted text in a worker of its own, stopped after a time limit: whatever the
 * file holds, the answer comes, and the page never hangs. A file over the size limit is refused
 * before it is even read into memory.
 */
export async function readInWorker(
  input: { file: Blob & { name?: string } } | { text: string },
  options: { createWorker?: () => WorkerLike; timeLimitMs?: number } = {},
): Promise<ImportReading> {
  let request: ImportRequest;
  const transfer: Transferable[] = [];
  if ('file' in input) {
    if (input.file.size > MAX_IMPORT_BYTES) return tooLarge(input.file.size);
    const bytes = await input.file.arrayBuffer();
    request = { kind: 'file', name: input.file.name ?? '', type: input.file.type, bytes };
    transfer.push(bytes);
  } else {
    if (input.text.length > MAX_IMPORT_BYTES) return tooLarge(input.text.length);
    request = { kind: 'text', text: input.text };
  }
  const worker = (options.createWorker ?? createImportWorker)();
  return new Promise<ImportReading>((resolve) => {
    const finish = (reading: ImportReading) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(reading);
    };
    const timer = setTimeout(
      () => finish({ bookings: [], problems: [TOO_SLOW] }),
      options.timeLimitMs ?? IMPORT_TIME_LIMIT_MS,
    );
    worker.onmessage = (event) =>
      finish(event.data.ok ? event.data.reading : { bookings: [], problems: [WORKER_FAILED] });
    worker.onerror = () => finish({ bookings: [], problems: [WORKER_FAILED] });
    worker.postMessage(request, transfer);
  });
}
