import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { boardingPassPdf } from '@shared/testing/boarding-pass-pdf';
import type { TestFile } from './document-files';

const dayOfYear = (iso: string) =>
  Math.round(
    (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(Number(iso.slice(0, 4)), 0, 1)) / 86_400_000,
  ) + 1;

/**
 * An airline's PDF boarding pass for TP 1351 Lisbon → Porto on the day given: a line of text and
 * the pass as a PDF417 barcode. The device reads no PDF; the server's reader reads this one.
 */
export function pdfBoardingPass(flightDay: string): TestFile {
  const bcbp = encodeBoardingPass('TRAVELLER/ALEX', [
    {
      reference: 'SV4821',
      from: 'LIS',
      to: 'OPO',
      carrier: 'TP',
      number: '1351',
      dayOfYear: dayOfYear(flightDay),
      seat: '12A',
    },
  ]);
  return {
    name: 'boarding pass.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(boardingPassPdf(bcbp, 'Boarding pass TP 1351 Lisbon - Porto')),
  };
}
