import { BarcodeReadError } from './barcode-read-error';

/**
 * A phone photo can be 12 megapixels or more: 48 MB of pixels for the reader to copy and scan.
 * A boarding pass's barcode stays readable well below this size (a PDF417 symbol is at most
 * about 600 modules wide), so larger images are drawn down to it first.
 */
export const MAX_DECODE_SIDE = 2560;

/** The size an image of `width` by `height` is decoded at: never larger than MAX_DECODE_SIDE. */
export function decodeSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new BarcodeReadError('reader-failed');
  return context;
}

/**
 * The image drawn on a canvas, scaled down if huge; null where this context cannot draw off
 * screen (the reader then decodes the file itself). The browser decodes every format it shows
 * (WebP, HEIC on Safari), which the reader alone would not.
 */
export async function drawnImage(image: Blob): Promise<OffscreenCanvas | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    return null;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    throw new BarcodeReadError('not-an-image');
  }
  try {
    const { width, height } = decodeSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = context2d(canvas);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas;
  } finally {
    bitmap.close();
  }
}

export function pixelsOf(canvas: OffscreenCanvas): ImageData {
  return context2d(canvas).getImageData(0, 0, canvas.width, canvas.height);
}

/** The picture turned by `degrees` (clockwise) on a white page large enough to hold it. */
export function turnedPixels(canvas: OffscreenCanvas, degrees: number): ImageData {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = Math.ceil(canvas.width * cos + canvas.height * sin);
  const height = Math.ceil(canvas.width * sin + canvas.height * cos);
  const turned = new OffscreenCanvas(width, height);
  const context = context2d(turned);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(radians);
  context.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
  return context.getImageData(0, 0, width, height);
}
