/*
 * The import worker: reads an imported file off the main thread, so a large or hostile file
 * never freezes the screen. It holds the readers and the built-in airports, and is loaded only
 * when the traveller imports something.
 */
import { readImport, readText } from '@shared/import/read-import';
import type { ImportRequest, ImportResponse } from './import-messages';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const request = event.data;
  let response: ImportResponse;
  try {
    const reading =
      request.kind === 'text'
        ? readText(request.text)
        : readImport({
            name: request.name,
            type: request.type,
            bytes: new Uint8Array(request.bytes),
          });
    response = { ok: true, reading };
  } catch {
    response = { ok: false };
  }
  self.postMessage(response);
};
