import { BarcodeReadError, type BarcodeReadFailure } from './barcode-read-error';
import { decodeWithZxing } from './decode-with-zxing';
import { drawnImage, pixelsOf, turnedPixels } from './pixels-of';
import { DESKEW_ANGLES, SKEWED_PDF417_READER_OPTIONS } from './reader-options';

/**
 * Reads one image with the WebAssembly reader, wherever it runs (the worker, or the page): the
 * picture as it is first, then, if nothing was found, turned back by a few angles for a PDF417
 * photographed askew.
 */
export async function decodeImage(image: Blob): Promise<string[]> {
  const canvas = await drawnImage(image);
  if (!canvas) return decodeWithZxing(image);
  const found = await decodeWithZxing(pixelsOf(canvas));
  if (found.length > 0) return found;
  for (const angle of DESKEW_ANGLES) {
    const turned = await decodeWithZxing(turnedPixels(canvas, angle), SKEWED_PDF417_READER_OPTIONS);
    if (turned.length > 0) return turned;
  }
  return [];
}

/** Why a decode failed, as the page is told it. */
export function failureOf(error: unknown): BarcodeReadFailure {
  return error instanceof BarcodeReadError ? error.reason : 'reader-failed';
}
