import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeBoardingPass } from '../testing/bcbp-encoder';
import { boardingPassJson, makePkpass } from '../testing/import-fixtures';
import { readPkpass } from './pkpass';

const bcbp = encodeBoardingPass('TRAVELLER/ALEX', [
  {
    reference: 'PK1234',
    from: 'LIS',
    to: 'FNC',
    carrier: 'TP',
    number: '1691',
    dayOfYear: 153,
    seat: '7F',
  },
]);

describe('readPkpass', () => {
  it('reads a wallet pass whose barcode is a boarding pass as that flight', () => {
    const { bookings, problems } = readPkpass(makePkpass(boardingPassJson(bcbp)));
    expect(problems).toEqual([]);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      kind: 'flight',
      source: 'pkpass',
      title: 'TP 1691 Lisbon → Funchal',
      dayOfYear: 153,
      reference: 'PK1234',
    });
    expect(bookings[0]!.endPlace?.timeZone).toBe('Atlantic/Madeira');
  });

  it('reads a pass without a boarding-pass barcode from its fields, date and location', () => {
    const pass = {
      formatVersion: 1,
      organizationName: 'Example Arena',
      description: 'Concert ticket',
      relevantDate: '2027-06-04T21:00:00+01:00',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: 'https://example.com/t/123' }],
      locations: [{ latitude: 38.76, longitude: -9.09, relevantText: 'Example Arena' }],
      eventTicket: {
        primaryFields: [{ key: 'event', label: 'Event', value: 'Summer Concert' }],
        secondaryFields: [{ key: 'seat', label: 'Seat', value: 'B 12' }],
        backFields: [{ key: 'order', label: 'Order number', value: 'ORD-7781' }],
      },
    };
    const { bookings } = readPkpass(makePkpass(pass));
    expect(bookings[0]).toMatchObject({
      kind: 'event',
      title: 'Summer Concert',
      reference: 'ORD-7781',
      start: { date: '2027-06-04', time: '21:00' },
      place: { name: 'Example Arena', latitude: 38.76 },
    });
    expect(bookings[0]!.details).toContain('Seat: B 12');
  });

  it('refuses a zip bomb posing as a pass before inflating it', () => {
    const bomb = zipSync({ 'pass.json': new Uint8Array(8 * 1024 * 1024).fill(32) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(readPkpass(bomb).problems).toEqual([
      'This file unpacks to far more than a wallet pass holds, so it was not opened.',
    ]);
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 150; i++) many[`f${i}.txt`] = strToU8('x');
    expect(readPkpass(zipSync(many)).problems[0]).toMatch(/far more than a wallet pass holds/);
  });

  it('says a zip without pass.json, or with a broken one, is not a pass it can read', () => {
    expect(readPkpass(zipSync({ 'a.txt': strToU8('hello') })).problems).toEqual([
      'This file is not a wallet pass we can read.',
    ]);
    expect(readPkpass(zipSync({ 'pass.json': strToU8('{oops') })).problems).toEqual([
      'This file is not a wallet pass we can read.',
    ]);
    expect(readPkpass(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])).problems).toEqual([
      'This file is not a wallet pass we can read.',
    ]);
  });
});
