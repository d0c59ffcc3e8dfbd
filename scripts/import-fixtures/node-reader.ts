/**
 * The app's WebAssembly barcode reader, run in Node for tests and benchmarks: the same module and
 * the same options as the worker in the browser, with the .wasm read from disk (Node cannot
 * fetch it from a relative URL).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import {
  BOARDING_PASS_READER_OPTIONS,
  textsOf,
} from '../../web/src/features/import/barcode/reader-options';

let prepared = false;

/** The texts the app's reader finds in an image file (PNG or JPEG bytes). */
export async function readInNode(
  image: Uint8Array,
  options: ReaderOptions = BOARDING_PASS_READER_OPTIONS,
): Promise<string[]> {
  if (!prepared) {
    const wasm = readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
    });
    prepared = true;
  }
  return textsOf(await readBarcodes(image, options));
}
