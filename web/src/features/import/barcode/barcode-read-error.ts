/**
 * Why an image could not be read at all, as opposed to read and found to hold no barcode (an
 * empty list). The import preview says each in the traveller's words and offers to keep the file.
 */
export type BarcodeReadFailure = 'too-large' | 'not-an-image' | 'timeout' | 'reader-failed';

const MESSAGES: Record<BarcodeReadFailure, string> = {
  'too-large': 'This image is too large to read.',
  'not-an-image': 'This file is not an image we can read.',
  timeout: 'Reading this image took too long.',
  'reader-failed': 'The barcode reader could not start.',
};

export class BarcodeReadError extends Error {
  readonly reason: BarcodeReadFailure;

  constructor(reason: BarcodeReadFailure) {
    super(MESSAGES[reason]);
    this.name = 'BarcodeReadError';
    this.reason = reason;
  }
}

export function isBarcodeReadFailure(value: unknown): value is BarcodeReadFailure {
  return typeof value === 'string' && value in MESSAGES;
}
