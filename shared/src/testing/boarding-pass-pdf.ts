/**
 * A one-page PDF boarding pass for the tests of the server's reader: the pass's BCBP text drawn
 * as a PDF417 barcode (bwip-js) in an image on the page, under a line of text, the way airlines
 * send theirs. Made by the tests: no real traveller's pass is kept in the repository.
 */
import bwipjs from 'bwip-js/browser';
import { strToU8, zlibSync } from 'fflate';

// Pixels per barcode module, and white modules around the symbol.
const SCALE = 3;
const QUIET = 4;

/** The barcode as grey pixels (0 black, 255 white), one byte each. */
function pdf417Pixels(text: string) {
  // The package's own raw encoder: the symbol's modules, row after row.
  const [symbol] = bwipjs.raw('pdf417', text, 'columns=5') as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!symbol) throw new Error('bwip-js drew no PDF417');
  const rows = symbol.pixs.length / symbol.pixx;
  const rowHeight = Math.round((symbol.pixy / rows) * SCALE);
  const width = (symbol.pixx + 2 * QUIET) * SCALE;
  const height = rows * rowHeight + 2 * QUIET * SCALE;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < symbol.pixx; col++) {
      if (!symbol.pixs[row * symbol.pixx + col]) continue;
      for (let y = 0; y < rowHeight; y++) {
        const start = (QUIET * SCALE + row * rowHeight + y) * width + (QUIET + col) * SCALE;
        pixels.fill(0, start, start + SCALE);
      }
    }
  }
  return { pixels, width, height };
}

/** A PDF string literal: only printable ASCII, with its three special characters escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** An A4 page with `caption` and the pass `bcbp` as a PDF417 barcode under it. */
export function boardingPassPdf(bcbp: string, caption: string): Uint8Array {
  const { pixels, width, height } = pdf417Pixels(bcbp);
  const image = zlibSync(pixels);
  const content = strToU8(
    `BT /F1 14 Tf 50 760 Td (${pdfText(caption)}) Tj ET\n` +
      `q ${width / 2} 0 0 ${height / 2} 50 600 cm /Barcode Do Q\n`,
  );
  const stream = (dict: string, bytes: Uint8Array) => [
    strToU8(`<< ${dict} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    strToU8('\nendstream'),
  ];
  const objects: Uint8Array[][] = [
    [strToU8('<< /Type /Catalog /Pages 2 0 R >>')],
    [strToU8('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      strToU8(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
          '/Resources << /XObject << /Barcode 5 0 R >> /Font << /F1 6 0 R >> >> >>',
      ),
    ],
    stream('', content),
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} ` +
        '/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
      image,
    ),
    [strToU8('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')],
  ];
  const parts: Uint8Array[] = [strToU8('%PDF-1.4\n')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const framed = [strToU8(`${i + 1} 0 obj\n`), ...body, strToU8('\nendobj\n')];
    offsets.push(offset);
    for (const part of framed) offset += part.length;
    parts.push(...framed);
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(strToU8(xref));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
