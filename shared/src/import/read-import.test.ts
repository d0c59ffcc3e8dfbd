import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeBoardingPass } from '../testing/bcbp-encoder';
import {
  base64Lines,
  boardingPassJson,
  calendarEvent,
  calendarFile,
  lodgingConfirmationHtml,
  makeEmail,
  makePkpass,
} from '../testing/import-fixtures';
import { MAX_IMPORT_BYTES, NOTHING_FOUND, readImport, readText } from './read-import';

const stayHtml = lodgingConfirmationHtml({
  hotel: 'Hotel Avenida',
  reference: 'HX7781',
  checkin: '2027-06-02',
  checkout: '2027-06-05',
});
const pass = encodeBoardingPass('TRAVELLER/ALEX', [
  {
    reference: 'PK1234',
    from: 'LIS',
    to: 'OPO',
    carrier: 'TP',
    number: '1351',
    dayOfYear: 153,
    seat: '7F',
  },
]);
const file = (name: string, content: string | Uint8Array, type = '') => ({
  name,
  type,
  bytes: typeof content === 'string' ? strToU8(content) : content,
});

describe('readImport', () => {
  it('reads a confirmation e-mail’s markup', () => {
    const reading = readImport(
      file('booking.eml', makeEmail('Your stay', stayHtml), 'message/rfc822'),
    );
    expect(reading.bookings.map((b) => [b.kind, b.title])).toEqual([['stay', 'Hotel Avenida']]);
  });

  it('reads the wallet pass and calendar attached to an e-mail', () => {
    const email = makeEmail('Your trip', '<p>No markup here</p>', [
      {
        contentType: 'application/vnd.apple.pkpass',
        fileName: 'boarding.pkpass',
        encoding: 'base64',
        body: base64Lines(makePkpass(boardingPassJson(pass))),
      },
      {
        contentType: 'text/calendar; charset=utf-8',
        fileName: 'tour.ics',
        body: calendarFile([
          calendarEvent({ uid: 'x', summary: 'Tour', start: ';VALUE=DATE:20270604' }),
        ]),
      },
    ]);
    const reading = readImport(file('trip.eml', email));
    expect(reading.bookings.map((b) => [b.source, b.title])).toEqual([
      ['pkpass', 'TP 1351 Lisbon → Porto'],
      ['ics', 'Tour'],
    ]);
  });

  it('reads a .pkpass, an .ics, a web page and pasted barcode text by what they hold', () => {
    expect(readImport(file('x.pkpass', makePkpass(boardingPassJson(pass)))).bookings[0]!.kind).toBe(
      'flight',
    );
    const ics = calendarFile([
      calendarEvent({ uid: 'x', summary: 'Tour', start: ';VALUE=DATE:20270604' }),
    ]);
    expect(readImport(file('x.ics', ics)).bookings[0]!.title).toBe('Tour');
    expect(readImport(file('x.html', stayHtml)).bookings[0]!.kind).toBe('stay');
    expect(readText(`  ${pass}\n`).bookings[0]!.reference).toBe('PK1234');
  });

  it('refuses a 50 MB e-mail with a message, without reading it', () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    const reading = readImport(file('huge.eml', big));
    expect(reading.bookings).toEqual([]);
    expect(reading.problems[0]).toBe(
      `This file is 50 MB, too large to read for bookings (${MAX_IMPORT_BYTES / (1024 * 1024)} MB at most). Forward or save just the confirmation and try again.`,
    );
  });

  it('says nothing was found in a file without a booking, a PDF or a picture', () => {
    expect(readImport(file('notes.txt', 'Remember sunscreen')).problems).toEqual([NOTHING_FOUND]);
    expect(
      readImport(file('page.html', '<html><body><p>Hello</p></body></html>')).problems,
    ).toEqual([NOTHING_FOUND]);
    expect(readImport(file('ticket.pdf', '%PDF-1.7 ...')).problems).toEqual([
      'Bookings in a PDF cannot be read on this device yet.',
    ]);
    expect(
      readImport(file('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')).problems,
    ).toEqual(['No boarding pass barcode could be read in this picture.']);
  });
});
