import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { BarcodeReadError } from './barcode/barcode-read-error';

const readBarcodes = vi.fn<(image: Blob) => Promise<string[]>>();
vi.mock('./barcode/read-barcodes', () => ({ readBarcodes }));
// The worker's reading, in this thread: what the import worker would answer for a text.
vi.mock('./reading/read-in-worker', async () => {
  const { readText } = await import('@shared/import/read-import');
  return {
    readInWorker: async (input: { text: string }) => readText(input.text),
  };
});

const { NO_BARCODE, readPicked } = await import('./read-picked');

const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pass.jpg', { type: 'image/jpeg' });

afterEach(() => readBarcodes.mockReset());

describe('readPicked', () => {
  it("says why a picture could not be read at all: the reader's own words", async () => {
    readBarcodes.mockRejectedValue(new BarcodeReadError('timeout'));
    expect(await readPicked({ file: picture() })).toEqual({
      bookings: [],
      problems: ['Reading this image took too long.'],
    });
    readBarcodes.mockRejectedValue(new BarcodeReadError('too-large'));
    expect((await readPicked({ file: picture() })).problems).toEqual([
      'This image is too large to read.',
    ]);
  });

  it('says no boarding pass was found when the picture was read and held none', async () => {
    readBarcodes.mockResolvedValue([]);
    expect(await readPicked({ file: picture() })).toEqual({ bookings: [], problems: [NO_BARCODE] });
    readBarcodes.mockRejectedValue(new Error('something else broke'));
    expect((await readPicked({ file: picture() })).problems).toEqual([NO_BARCODE]);
  });

  it("reads each barcode's text as a boarding pass", async () => {
    readBarcodes.mockResolvedValue([
      encodeBoardingPass('TESTER/ALEX', [
        {
          reference: 'ABC123',
          from: 'LIS',
          to: 'OPO',
          carrier: 'TP',
          number: '1351',
          dayOfYear: 45,
          seat: '12A',
        },
      ]),
    ]);
    const reading = await readPicked({ file: picture() });
    expect(reading.problems).toEqual([]);
    expect(reading.bookings).toHaveLength(1);
    expect(reading.bookings[0]?.flight).toMatchObject({ carrier: 'TP', number: '1351' });
  });
});
