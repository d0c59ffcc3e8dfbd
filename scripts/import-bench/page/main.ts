/**
 * The benchmark page: picking an image runs the app's readBarcodes (worker, pixels, reader) and
 * records the time from the pick's change event to the texts; `bareDecode` runs the reader alone
 * on the same file on this page, the floor that the whole path is compared to.
 */
import { readBarcodes } from '../../../web/src/features/import/barcode/read-barcodes';

interface PickResult {
  texts: string[];
  error: string | null;
  ms: number;
}

declare global {
  interface Window {
    lastPick: PickResult | null;
    bareDecode: () => Promise<{ texts: string[]; ms: number }>;
  }
}

const input = document.querySelector<HTMLInputElement>('#pick');
const output = document.querySelector<HTMLOutputElement>('#result');
let picked: File | null = null;
window.lastPick = null;

input?.addEventListener('change', (event) => {
  const file = input.files?.[0];
  if (!file) return;
  picked = file;
  // The event's own time stamp: when the browser handed the pick to the page.
  const started = event.timeStamp;
  readBarcodes(file).then(
    (texts) => {
      window.lastPick = { texts, error: null, ms: performance.now() - started };
      if (output) output.textContent = texts.join('\n');
    },
    (error: unknown) => {
      window.lastPick = { texts: [], error: String(error), ms: performance.now() - started };
    },
  );
});

window.bareDecode = async () => {
  if (!picked) throw new Error('Nothing picked yet');
  const { decodeWithZxing } =
    await import('../../../web/src/features/import/barcode/decode-with-zxing');
  const started = performance.now();
  const texts = await decodeWithZxing(picked);
  return { texts, ms: performance.now() - started };
};
