import { dayOfYearOf, encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { boardingPassPdf } from '@shared/testing/boarding-pass-pdf';
import type { TestFile } from './document-files';

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
      dayOfYear: dayOfYearOf(flightDay),
      seat: '12A',
    },
  ]);
  return {
    name: 'boarding pass.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(boardingPassPdf(bcbp, 'Boarding pass TP 1351 Lisbon - Porto')),
  };
}
