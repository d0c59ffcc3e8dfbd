import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_KINDS,
  IMAGE_VARIANTS,
  boardingPassImage,
  boardingPassImages,
} from './boarding-pass-images';
import { readInNode } from './node-reader';
import {
  DESKEW_ANGLES,
  SKEWED_PDF417_READER_OPTIONS,
} from '../../web/src/features/import/barcode/reader-options';

/** A page with black stripes: dark and light like a barcode, but none. */
const STRIPES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">${Array.from(
  { length: 12 },
  (_, i) => `<rect x="${40 + i * 44}" y="60" width="${8 + (i % 4) * 6}" height="280"/>`,
).join('')}</svg>`;

describe('boarding-pass pictures read with the app reader options', () => {
  // Every kind in every variant but the phone photo (a 12-megapixel JPEG, read in the browser
  // tests and the benchmark, too slow for a unit test on a small machine).
  const cases = BARCODE_KINDS.flatMap((kind) =>
    IMAGE_VARIANTS.filter((variant) => variant !== 'photo').map((variant) => ({ kind, variant })),
  );

  it.each(cases)('reads the pass in a $variant $kind picture', async ({ kind, variant }) => {
    const image = await boardingPassImage(kind, variant, 7);
    expect(image.text).toMatch(/^M1.{58}$/);
    expect(await readInNode(image.bytes)).toEqual([image.text]);
  });

  it('finds nothing in a picture without a barcode', async () => {
    const page = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#ffffff' },
    })
      .composite([{ input: Buffer.from(STRIPES_SVG), left: 0, top: 0 }])
      .png()
      .toBuffer();
    expect(await readInNode(page)).toEqual([]);
  });

  it('draws the same pictures from the same seed and others from another', async () => {
    const [a] = await boardingPassImages(1, 11);
    const [b] = await boardingPassImages(1, 11);
    const [c] = await boardingPassImages(1, 12);
    expect(a?.text).toBe(b?.text);
    expect(a?.bytes.equals(b?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(c?.text).not.toBe(a?.text);
  });
});

describe('a PDF417 photographed askew', () => {
  it('is not read as it is, and is read once turned back by the nearest deskew angle', async () => {
    const image = await boardingPassImage('pdf417', 'clean', 5);
    const askew = await sharp(image.bytes).rotate(12, { background: '#ffffff' }).png().toBuffer();
    expect(await readInNode(askew)).toEqual([]);
    const back = await sharp(askew).rotate(-14, { background: '#ffffff' }).png().toBuffer();
    expect(await readInNode(back, SKEWED_PDF417_READER_OPTIONS)).toEqual([image.text]);
  });

  it("is within the reader's 4 degrees of one deskew angle for any skew up to 24 degrees", () => {
    for (let skew = -24; skew <= 24; skew += 0.5) {
      const nearest = Math.min(...[0, ...DESKEW_ANGLES].map((a) => Math.abs(skew + a)));
      expect(nearest, `skew ${skew}`).toBeLessThanOrEqual(3.5);
    }
  });
});
