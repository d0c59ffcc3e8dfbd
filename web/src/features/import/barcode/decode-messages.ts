import type { BarcodeReadFailure } from './barcode-read-error';

/** What the page asks the decoding worker: read the barcodes in this image. */
export interface DecodeRequest {
  id: number;
  image: Blob;
}

/** The worker's answer to one request: the texts found, or why the image could not be read. */
export type DecodeReply =
  { id: number; texts: string[] } | { id: number; failure: BarcodeReadFailure };
