import { BarcodeReadError } from './barcode-read-error';
import { decodeInWorker } from './decode-worker-client';
import { readWithNativeDetector } from './native-detector';

/** Larger files are refused before any decoding: no boarding pass picture needs more. */
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;

/**
 * The texts of the boarding-pass barcodes (PDF417, Aztec, QR) in an image, each once; an empty
 * list when it holds none. Throws a BarcodeReadError when the image cannot be read at all (too
 * large, not an image, over the time limit).
 *
 * The browser's own detector is asked first where it reads these formats; otherwise, or when it
 * finds nothing, the self-hosted WebAssembly reader decodes the image in a worker (or on the page
 * in a browser without workers). Neither sends the image anywhere.
 */
export async function readBarcodes(image: Blob): Promise<string[]> {
  if (image.size > MAX_IMAGE_BYTES) throw new BarcodeReadError('too-large');
  const native = await readWithNativeDetector(image);
  if (native.length > 0) return native;
  if (typeof Worker === 'function') return decodeInWorker(image);
  const { decodeImage } = await import('./decode-image');
  return decodeImage(image);
}
