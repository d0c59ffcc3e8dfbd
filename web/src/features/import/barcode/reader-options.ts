import type { ReaderOptions, ReadResult } from 'zxing-wasm/reader';

/**
 * How the WebAssembly reader looks for a boarding pass's barcode. Airlines print PDF417 on paper
 * passes and Aztec or QR in their apps (IATA BCBP allows all three), so only those are searched:
 * fewer formats is both faster and fewer false finds. A traveller's picture is rarely a clean
 * scan, so the reader also turns the image (tryRotate), looks harder at smaller and noisier
 * symbols (tryHarder, tryDenoise), at inverted ones (a dark-mode wallet screenshot) and at
 * scaled-down copies of a large photo (tryDownscale). A pass may carry a barcode per leg.
 */
export const BOARDING_PASS_READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417', 'Aztec', 'QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  tryDenoise: true,
  maxNumberOfSymbols: 4,
};

/** The texts of the barcodes read, each once, in the order found; broken symbols are left out. */
export function textsOf(results: readonly ReadResult[]): string[] {
  const texts = results.filter((r) => r.isValid && r.text !== '').map((r) => r.text);
  return [...new Set(texts)];
}

/**
 * A PDF417 symbol is read only when it lies within about 4 degrees of level (or of a quarter
 * turn, which tryRotate covers); Aztec and QR are read at any angle. A hand-held photo of a paper
 * pass is often turned more, so when nothing was found the picture is turned back by these
 * angles in turn, 7 degrees apart, which covers passes turned up to about 24 degrees either way.
 */
export const DESKEW_ANGLES = [7, -7, 14, -14, 21, -21];

/** The second look, on a turned copy: only PDF417 is left to find, so only it is searched. */
export const SKEWED_PDF417_READER_OPTIONS: ReaderOptions = {
  ...BOARDING_PASS_READER_OPTIONS,
  formats: ['PDF417'],
  tryInvert: false,
  tryDenoise: false,
};
