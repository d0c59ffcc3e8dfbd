/** The drawing calls the check needs: a 2D canvas context, or a stand-in for it in tests. */
export type FlagCanvas = Pick<
  CanvasRenderingContext2D,
  'font' | 'textBaseline' | 'fillStyle' | 'fillText' | 'measureText' | 'getImageData'
>;

const SIZE = 32;
/** Room for two glyphs side by side: a flag the font lacks is drawn as two boxes or letters. */
const WIDTH = SIZE * 3;
const HEIGHT = SIZE * 2;

function newCanvas(): FlagCanvas | null {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    return canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    return null;
  }
}

/** Whether a pixel has colour of its own, not the grey edge of the black text we drew. */
function isColoured(data: Uint8ClampedArray, at: number): boolean {
  const r = data[at] ?? 0;
  const g = data[at + 1] ?? 0;
  const b = data[at + 2] ?? 0;
  const a = data[at + 3] ?? 0;
  return a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 48;
}

/**
 * Whether this browser draws `flag` (a pair of regional indicator symbols) as a flag. Without an
 * emoji font that has flags (a fresh Debian with Chromium, Windows) the pair shows as two empty
 * boxes or two letters. A flag is drawn in colour even in black ink, and as one picture about as
 * wide as one of its letters drawn alone; boxes and letters are black, and twice that wide.
 * A browser whose canvas cannot be read answers false: names alone are always legible.
 */
export function canRenderFlagEmoji(
  flag: string,
  canvas: FlagCanvas | null = typeof document === 'undefined' ? null : newCanvas(),
): boolean {
  const firstLetter = String.fromCodePoint(flag.codePointAt(0) ?? 0);
  if (!canvas || firstLetter === flag) return false;
  try {
    canvas.font = `${SIZE}px sans-serif`;
    canvas.textBaseline = 'top';
    canvas.fillStyle = '#000';
    const pairWidth = canvas.measureText(flag).width;
    const letterWidth = canvas.measureText(firstLetter).width;
    if (!(pairWidth > 0) || pairWidth > letterWidth * 1.5) return false;
    canvas.fillText(flag, 0, 0);
    const { data } = canvas.getImageData(0, 0, WIDTH, HEIGHT);
    let coloured = 0;
    for (let at = 0; at < data.length; at += 4) if (isColoured(data, at)) coloured += 1;
    // A flag fills much of its square; a few tinted pixels could be an artefact.
    return coloured >= (SIZE * SIZE) / 16;
  } catch {
    return false;
  }
}
