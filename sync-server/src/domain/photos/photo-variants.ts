import sharp from 'sharp';

/**
 * The widths stored for every photo: a card in the explorer's grid is about 360 to 480 CSS pixels
 * wide, the trip hero up to about 900; with 1x to 3x screens these three cover both without
 * sending a phone more pixels than it shows.
 */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
/** The same 16:10 crop as the artwork, so the picture never jumps when a photo replaces it. */
export const PHOTO_ASPECT = 10 / 16;

export type PhotoFormat = 'webp' | 'jpg';

export interface PhotoVariant {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

/**
 * Crops to 16:10 around the most interesting part of the image and writes each width in WebP and
 * JPEG (for browsers without WebP). Never enlarges: a small original yields fewer widths.
 */
export async function makeVariants(
  original: Buffer,
): Promise<{ variants: PhotoVariant[]; height: number }> {
  const meta = await sharp(original).metadata();
  const sourceWidth = meta.width ?? 0;
  if (sourceWidth < 320) throw new Error(`image too small (${sourceWidth}px wide)`);
  const widths = PHOTO_WIDTHS.filter((w) => w <= sourceWidth);
  const chosen = widths.length > 0 ? widths : [PHOTO_WIDTHS[0]];
  const variants: PhotoVariant[] = [];
  for (const width of chosen) {
    const height = Math.round(width * PHOTO_ASPECT);
    // rotate() applies the EXIF orientation, so portrait phone shots are not stored sideways.
    const resized = sharp(original)
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' });
    variants.push({
      width,
      format: 'webp',
      bytes: await resized.clone().webp({ quality: 72 }).toBuffer(),
    });
    variants.push({
      width,
      format: 'jpg',
      bytes: await resized
        .clone()
        .jpeg({ quality: 78, progressive: true, mozjpeg: true })
        .toBuffer(),
    });
  }
  const largest = chosen[chosen.length - 1] ?? PHOTO_WIDTHS[0];
  return { variants, height: Math.round(largest * PHOTO_ASPECT) };
}
