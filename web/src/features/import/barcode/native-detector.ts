/**
 * The browser's own barcode reader (Shape Detection API): on Android, ChromeOS and macOS it uses
 * the system's, which needs no download. TypeScript's DOM library does not declare it yet.
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** The formats a boarding pass may carry (IATA BCBP), in the Shape Detection API's names. */
export const BOARDING_PASS_FORMATS = ['pdf417', 'aztec', 'qr_code'];

function detectorClass(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor })
    .BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

let detector: Promise<BarcodeDetectorInstance | null> | null = null;

/** The browser's detector when it reads all three formats, else null. Asked once. */
function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  detector ??= (async () => {
    const Detector = detectorClass();
    if (!Detector) return null;
    try {
      const supported = await Detector.getSupportedFormats();
      if (!BOARDING_PASS_FORMATS.every((format) => supported.includes(format))) return null;
      return new Detector({ formats: BOARDING_PASS_FORMATS });
    } catch {
      return null;
    }
  })();
  return detector;
}

/**
 * The texts the browser's detector reads in the image, each once; an empty list when it has no
 * detector for these formats, finds nothing or fails (the WebAssembly reader then has a go: the
 * system readers try fewer rotations and give up sooner on a poor photo).
 */
export async function readWithNativeDetector(image: Blob): Promise<string[]> {
  const found = await nativeDetector();
  if (!found) return [];
  try {
    const barcodes = await found.detect(image);
    return [...new Set(barcodes.map((b) => b.rawValue).filter((text) => text !== ''))];
  } catch {
    return [];
  }
}
