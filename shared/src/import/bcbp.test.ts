import { describe, expect, it } from 'vitest';
import { encodeBoardingPass } from '../testing/bcbp-encoder';
import { parseBoardingPass } from './bcbp';

const lisbonToPorto = {
  reference: 'ABC123',
  from: 'LIS',
  to: 'OPO',
  carrier: 'TP',
  number: '1351',
  dayOfYear: 152,
  seat: '12A',
};

describe('parseBoardingPass', () => {
  it('reads a one-leg pass: flight, day of the year, airports with their zones, seat, passenger, reference', () => {
    const reading = parseBoardingPass(encodeBoardingPass('TRAVELLER/ALEX MR', [lisbonToPorto]));
    expect(reading.problems).toEqual([]);
    expect(reading.bookings).toHaveLength(1);
    const [flight] = reading.bookings;
    expect(flight).toMatchObject({
      kind: 'flight',
      source: 'bcbp',
      title: 'TP 1351 Lisbon → Porto',
      dayOfYear: 152,
      start: null,
      reference: 'ABC123',
      flight: { carrier: 'TP', number: '1351' },
    });
    expect(flight!.place).toMatchObject({
      source: 'airport',
      sourceId: 'LIS',
      timeZone: 'Europe/Lisbon',
    });
    expect(flight!.endPlace).toMatchObject({ sourceId: 'OPO', timeZone: 'Europe/Lisbon' });
    expect(flight!.details).toContain('Seat 12A');
    expect(flight!.details).toContain('Passenger: Alex Traveller');
  });

  it('reads every leg, skipping each leg’s conditional items', () => {
    const text = encodeBoardingPass('TRAVELLER/ALEX', [
      { ...lisbonToPorto, conditional: '>5180OO6152BTP 2A04712345678901' },
      { ...lisbonToPorto, from: 'OPO', to: 'JFK', number: '201', dayOfYear: 153, seat: '3C' },
    ]);
    const reading = parseBoardingPass(text);
    expect(reading.bookings.map((b) => b.title)).toEqual([
      'TP 1351 Lisbon → Porto',
      'TP 201 Porto → New York',
    ]);
    expect(reading.bookings[1]!.endPlace?.timeZone).toBe('America/New_York');
    expect(reading.bookings[1]!.dayOfYear).toBe(153);
  });

  it('keeps an airport we do not know by its code, with no place', () => {
    const reading = parseBoardingPass(
      encodeBoardingPass('TRAVELLER/ALEX', [{ ...lisbonToPorto, to: 'QQQ' }]),
    );
    expect(reading.bookings[0]!.title).toBe('TP 1351 Lisbon → QQQ');
    expect(reading.bookings[0]!.endPlace).toBeNull();
  });

  it('says so, in the traveller’s words, when the barcode is not a boarding pass', () => {
    for (const text of ['https://example.com/ticket', 'M1' + 'x'.repeat(80), '']) {
      expect(parseBoardingPass(text)).toEqual({
        bookings: [],
        problems: ['This barcode is not a boarding pass.'],
      });
    }
  });

  it('reads what it can of a pass cut short, and says it is partial', () => {
    const full = encodeBoardingPass('TRAVELLER/ALEX', [lisbonToPorto, lisbonToPorto]);
    const reading = parseBoardingPass(full.slice(0, 70));
    expect(reading.bookings).toHaveLength(1);
    expect(reading.problems).toEqual(['Only part of this boarding pass could be read.']);
  });
});
