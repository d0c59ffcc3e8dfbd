import { BarcodeReadError } from './barcode-read-error';
import type { DecodeReply, DecodeRequest } from './decode-messages';

/**
 * How long one image may take. The reader scans a clean screenshot in well under a second and a
 * poor 12-megapixel photo in a few; past this it is not going to find anything the traveller
 * could not get faster by taking a better picture.
 */
export const DECODE_TIME_LIMIT_MS = 15_000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (texts: string[]) => void; reject: (error: Error) => void }
>();

function settle(reply: DecodeReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  if ('texts' in reply) waiting.resolve(reply.texts);
  else waiting.reject(new BarcodeReadError(reply.failure));
}

/** Ends the worker (a decode ran over its time, or it crashed) and fails what waited on it. */
function endWorker(reason: 'timeout' | 'reader-failed'): void {
  worker?.terminate();
  worker = null;
  for (const waiting of pending.values()) waiting.reject(new BarcodeReadError(reason));
  pending.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  // Started on the first image only: the reader's code and WebAssembly are fetched then, never
  // with the app's first load. Kept afterwards, so a second image skips compiling it again.
  const started = new Worker(new URL('./decode-worker.ts', import.meta.url), {
    type: 'module',
    name: 'barcode-reader',
  });
  started.addEventListener('message', (event: MessageEvent<DecodeReply>) => settle(event.data));
  started.addEventListener('error', () => endWorker('reader-failed'));
  worker = started;
  return started;
}

/** Reads the image's barcodes in the decoding worker, within DECODE_TIME_LIMIT_MS. */
export function decodeInWorker(image: Blob, timeLimitMs = DECODE_TIME_LIMIT_MS): Promise<string[]> {
  const id = nextId++;
  const target = theWorker();
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (pending.has(id)) endWorker('timeout');
    }, timeLimitMs);
    pending.set(id, {
      resolve: (texts) => {
        clearTimeout(timer);
        resolve(texts);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    target.postMessage({ id, image } satisfies DecodeRequest);
  });
}
