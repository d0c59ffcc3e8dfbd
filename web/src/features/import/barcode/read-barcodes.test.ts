import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarcodeReadError } from './barcode-read-error';

/** A stand-in for the browser's detector, as Android's or macOS's would answer. */
function fakeDetector(supported: string[], found: string[]) {
  const detect = vi.fn(async (_image: unknown) => found.map((rawValue) => ({ rawValue })));
  const created: { formats: string[] }[] = [];
  class FakeBarcodeDetector {
    static getSupportedFormats = async () => supported;
    constructor(options: { formats: string[] }) {
      created.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return { detect, created };
}

const PASS = 'M1TESTER/ALEX         EABC123 LISOPOTP 1351 045Y012A0042 100';
const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

// The detector is asked for its formats once per page: each test gets a fresh module.
async function freshReadBarcodes() {
  vi.resetModules();
  return (await import('./read-barcodes')).readBarcodes;
}

describe('readBarcodes', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file over the size limit before reading anything', async () => {
    const { detect } = fakeDetector(['pdf417', 'aztec', 'qr_code'], [PASS]);
    const readBarcodes = await freshReadBarcodes();
    const { MAX_IMAGE_BYTES } = await import('./read-barcodes');
    const huge = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/jpeg' });
    await expect(readBarcodes(huge)).rejects.toEqual(new BarcodeReadError('too-large'));
    expect(detect).not.toHaveBeenCalled();
  });

  it("uses the browser's detector for the three boarding-pass formats where it reads them", async () => {
    const { detect, created } = fakeDetector(
      ['code_128', 'pdf417', 'aztec', 'qr_code', 'ean_13'],
      [PASS, PASS],
    );
    const readBarcodes = await freshReadBarcodes();
    const picture = image();
    expect(await readBarcodes(picture)).toEqual([PASS]);
    expect(created).toEqual([{ formats: ['pdf417', 'aztec', 'qr_code'] }]);
    expect(detect).toHaveBeenCalledWith(picture);
  });

  it("does not use a detector that cannot read all three, and falls back to the page's reader", async () => {
    const { detect } = fakeDetector(['qr_code'], [PASS]);
    const readBarcodes = await freshReadBarcodes();
    // No Worker in this test environment: the WebAssembly reader runs on the page, where it
    // cannot be fetched here; that it is asked at all is what this test is about.
    vi.doMock('./decode-image', () => ({ decodeImage: async () => ['from the reader'] }));
    expect(await readBarcodes(image())).toEqual(['from the reader']);
    expect(detect).not.toHaveBeenCalled();
    vi.doUnmock('./decode-image');
  });
});
