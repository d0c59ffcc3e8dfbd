import type { ImportReading } from '@shared/import/found-booking';
import { BarcodeReadError } from './barcode/barcode-read-error';
import { readInWorker } from './reading/read-in-worker';

type ReadBarcodes = (image: Blob) => Promise<string[]>;

// The barcode reader (a self-hosted decoder, loaded only for a picture) lives in ./barcode. Found
// at build time: a build without it reads no barcodes, and a picture goes to the inbox.
const barcodeModules = import.meta.glob<{ readBarcodes: ReadBarcodes }>(
  './barcode/read-barcodes.ts',
);

export const NO_BARCODE = 'No boarding pass barcode could be read in this picture.';

const isImage = (file: Blob & { name?: string }) =>
  file.type.startsWith('image/') ||
  /\.(png|jpe?g|webp|heic|heif|gif|bmp|avif)$/i.test(file.name ?? '');

/**
 * What a picked file holds: a picture's barcodes, each read as a boarding pass, or any other
 * file read in the import worker.
 */
export async function readPicked(input: { file: File } | { text: string }): Promise<ImportReading> {
  if ('text' in input || !isImage(input.file)) return readInWorker(input);
  const load = barcodeModules['./barcode/read-barcodes.ts'];
  if (!load) return { bookings: [], problems: [NO_BARCODE] };
  let texts: string[];
  try {
    texts = await (await load()).readBarcodes(input.file);
  } catch (error) {
    // Too large, too slow, not an image: the traveller is told which, not that it held no pass.
    if (error instanceof BarcodeReadError) return { bookings: [], problems: [error.message] };
    texts = [];
  }
  const reading: ImportReading = { bookings: [], problems: [] };
  for (const text of texts) {
    const found = await readInWorker({ text });
    reading.bookings.push(...found.bookings);
    reading.problems.push(...found.problems);
  }
  if (reading.bookings.length === 0) return { bookings: [], problems: [NO_BARCODE] };
  // A picture with a pass and a web address's QR code: the pass is what counts.
  return { bookings: reading.bookings, problems: [] };
}
