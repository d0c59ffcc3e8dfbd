/**
 * Boarding-pass pictures for the barcode reader's tests and benchmark, made offline: a made-up
 * pass encoded as IATA BCBP, drawn as PDF417, Aztec or QR (bwip-js), then spoiled the ways a
 * traveller's picture is: turned, shrunk, washed out, grainy, or a whole photo of a page with all
 * of these. Everything is drawn from a seed, so a run can be repeated exactly.
 */
import bwipjs from 'bwip-js/node';
import sharp, { type Sharp } from 'sharp';
import { encodeBoardingPass, type TestLeg } from '@shared/testing/bcbp-encoder';

export const BARCODE_KINDS = ['pdf417', 'aztec', 'qr'] as const;
export type BarcodeKind = (typeof BARCODE_KINDS)[number];

export const IMAGE_VARIANTS = [
  'clean',
  'rotated',
  'scaled-down',
  'low-contrast',
  'noisy',
  'photo',
] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export interface BoardingPassImage {
  name: string;
  kind: BarcodeKind;
  variant: ImageVariant;
  /** The BCBP text the barcode holds: what a reader must return. */
  text: string;
  /** The picture's file: a PNG, or a JPEG for the phone photo. */
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
}

/** A small seeded random generator (mulberry32): the same seed draws the same images. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Made-up travellers and real airports and carriers: the reader must see realistic texts.
const PASSENGERS = [
  'TESTER/ALEX',
  'EXAMPLE/SAM MS',
  'SAMPLE/ROBIN MR',
  'DEMO/KIM',
  'PLACEHOLDER/JO',
];
const ROUTES: [string, string, string][] = [
  ['LIS', 'OPO', 'TP'],
  ['CDG', 'FRA', 'AF'],
  ['JFK', 'LHR', 'BA'],
  ['NRT', 'SYD', 'QF'],
  ['AMS', 'BCN', 'KL'],
  ['MAD', 'MEX', 'IB'],
];

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** A made-up single-leg pass: its passenger and its leg. */
export function randomBoardingPass(random: () => number): { passenger: string; leg: TestLeg } {
  const [from, to, carrier] = pick(ROUTES, random);
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const reference = Array.from({ length: 6 }, () => pick([...letters], random)).join('');
  const passenger = pick(PASSENGERS, random);
  const leg: TestLeg = {
    reference,
    from,
    to,
    carrier,
    number: String(1 + Math.floor(random() * 9998)),
    dayOfYear: 1 + Math.floor(random() * 365),
    compartment: pick(['Y', 'Y', 'M', 'J'], random),
    seat: `${1 + Math.floor(random() * 40)}${pick([...'ABCDEF'], random)}`,
    checkInSequence: 1 + Math.floor(random() * 300),
  };
  return { passenger, leg };
}

const BWIP_IDS: Record<BarcodeKind, string> = {
  pdf417: 'pdf417',
  aztec: 'azteccode',
  qr: 'qrcode',
};

/** The barcode as a black-on-white PNG with its quiet zone, about 3 px per module. */
export async function drawBarcode(text: string, kind: BarcodeKind): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: BWIP_IDS[kind],
    text,
    scale: 3,
    // A boarding pass's PDF417 is a wide, short strip; airlines print it with about 5 columns.
    ...(kind === 'pdf417' ? { columns: 5, height: 12 } : {}),
    padding: 8,
    backgroundcolor: 'FFFFFF',
  });
}

async function greyPixels(png: Buffer) {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Adds grain: each pixel moved by a random amount up to `strength` either way. */
async function addNoise(png: Buffer, strength: number, random: () => number): Promise<Buffer> {
  const { data, width, height } = await greyPixels(png);
  for (let i = 0; i < data.length; i++) {
    const moved = (data[i] ?? 0) + (random() * 2 - 1) * strength;
    data[i] = Math.max(0, Math.min(255, Math.round(moved)));
  }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Maps black to `dark` and white to `light`: a faded print or a dim screen. */
function washOut(image: Sharp, dark: number, light: number): Sharp {
  return image.linear((light - dark) / 255, dark);
}

async function spoil(png: Buffer, variant: ImageVariant, random: () => number): Promise<Buffer> {
  switch (variant) {
    case 'clean':
      return png;
    case 'rotated': {
      const angle = pick([90, 180, 270, 8, -12, 23], random);
      return sharp(png).rotate(angle, { background: '#ffffff' }).png().toBuffer();
    }
    case 'scaled-down': {
      const { width = 0 } = await sharp(png).metadata();
      // From about 3 px per module to about 1.7: a barcode far from the camera.
      return sharp(png)
        .resize({ width: Math.round(width * 0.55), kernel: 'linear' })
        .png()
        .toBuffer();
    }
    case 'low-contrast':
      return washOut(sharp(png).greyscale(), 105, 175).png().toBuffer();
    case 'noisy':
      return addNoise(png, 70, random);
    case 'photo': {
      // A phone photo of a printed pass: the barcode small on a large grey page, a little
      // turned and blurred, washed out and grainy.
      const angle = (random() * 2 - 1) * 10;
      const turned = await washOut(
        sharp(png).rotate(angle, { background: '#f4f4f4' }).blur(0.6),
        60,
        230,
      )
        .png()
        .toBuffer();
      const { width = 0, height = 0 } = await sharp(turned).metadata();
      const page = await sharp({
        create: { width: 3000, height: 4000, channels: 3, background: '#d8d8d8' },
      })
        .composite([
          {
            input: turned,
            left: Math.floor(random() * (3000 - width)),
            top: Math.floor(random() * (4000 - height)),
          },
        ])
        .png()
        .toBuffer();
      const grainy = await addNoise(page, 25, random);
      return sharp(grainy).jpeg({ quality: 85 }).toBuffer();
    }
  }
}

/** A picture of the pass `text` as a `kind` barcode, spoiled as `variant` says. */
export async function drawBoardingPass(
  text: string,
  kind: BarcodeKind,
  variant: ImageVariant,
  seed: number,
): Promise<Pick<BoardingPassImage, 'bytes' | 'mimeType'>> {
  const bytes = await spoil(await drawBarcode(text, kind), variant, seededRandom(seed));
  return { bytes, mimeType: variant === 'photo' ? 'image/jpeg' : 'image/png' };
}

/** One picture of one made-up pass. */
export async function boardingPassImage(
  kind: BarcodeKind,
  variant: ImageVariant,
  seed: number,
): Promise<BoardingPassImage> {
  const { passenger, leg } = randomBoardingPass(seededRandom(seed));
  const text = encodeBoardingPass(passenger, [leg]);
  const picture = await drawBoardingPass(text, kind, variant, seed + 1);
  return { name: `${kind}-${variant}-${seed}`, kind, variant, text, ...picture };
}

/** `count` pictures, every barcode kind in every variant in turn, each of another pass. */
export async function boardingPassImages(count: number, seed = 1): Promise<BoardingPassImage[]> {
  const images: BoardingPassImage[] = [];
  for (let i = 0; i < count; i++) {
    const kind = BARCODE_KINDS[i % BARCODE_KINDS.length] ?? 'pdf417';
    const variant =
      IMAGE_VARIANTS[Math.floor(i / BARCODE_KINDS.length) % IMAGE_VARIANTS.length] ?? 'clean';
    images.push(await boardingPassImage(kind, variant, seed + i));
  }
  return images;
}
