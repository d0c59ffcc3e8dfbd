import {
  prepareZXingModule,
  readBarcodes as zxingRead,
  type ReaderOptions,
} from 'zxing-wasm/reader';
// Vite copies the reader's WebAssembly into our own build and names it here, so it is served
// from our origin and precached with the app; the package's default would fetch it from a CDN.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { BOARDING_PASS_READER_OPTIONS, textsOf } from './reader-options';

let prepared = false;

function prepareOnce(): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(readerWasmUrl, self.location.href).href : prefix + path,
    },
  });
}

/**
 * Reads boarding-pass barcodes with the WebAssembly reader: from decoded pixels, or from the
 * image file itself (PNG, JPEG, GIF or BMP) where pixels cannot be had (no OffscreenCanvas).
 * The module is fetched and compiled on the first call only.
 */
export async function decodeWithZxing(
  image: ImageData | Blob,
  options: ReaderOptions = BOARDING_PASS_READER_OPTIONS,
): Promise<string[]> {
  prepareOnce();
  return textsOf(await zxingRead(image, options));
}
