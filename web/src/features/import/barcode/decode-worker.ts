/// <reference lib="webworker" />
/**
 * The barcode decoding worker: the WebAssembly reader scans an image for a second or more on a
 * large photo, which must not freeze the page. One request at a time is enough (the traveller
 * picks one image at a time); the page ends the worker if it runs past its time limit.
 */
import type { DecodeReply, DecodeRequest } from './decode-messages';
import { decodeImage, failureOf } from './decode-image';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  const { id, image } = event.data;
  decodeImage(image).then(
    (texts) => self.postMessage({ id, texts } satisfies DecodeReply),
    (error: unknown) => self.postMessage({ id, failure: failureOf(error) } satisfies DecodeReply),
  );
});
