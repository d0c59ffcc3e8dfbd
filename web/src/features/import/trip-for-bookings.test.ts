import { describe, expect, it } from 'vitest';
import { parseBoardingPass } from '@shared/import/bcbp';
import type { FoundBooking } from '@shared/import/found-booking';
import { readSchemaOrgHtml } from '@shared/import/schema-org';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { lodgingConfirmationHtml } from '@shared/testing/import-fixtures';
import { bookingSpan, newTripDates, tripForBookings } from './trip-for-bookings';

const stay = (checkin: string, checkout: string): FoundBooking =>
  readSchemaOrgHtml(
    lodgingConfirmationHtml({ hotel: 'Hotel Avenida', reference: 'HX1', checkin, checkout }),
  ).bookings[0]!;

const pass = (dayOfYear: number): FoundBooking =>
  parseBoardingPass(
    encodeBoardingPass('TRAVELLER/ALEX', [
      {
        reference: 'AB1',
        from: 'LIS',
        to: 'OPO',
        carrier: 'TP',
        number: '1351',
        dayOfYear,
        seat: '1A',
      },
    ]),
  ).bookings[0]!;

const trip = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });

describe('bookingSpan', () => {
  it("covers a stay's nights to its check-out, and reads a pass's day of the year near the trip", () => {
    const around = { startDate: '2027-06-01', endDate: '2027-06-07' };
    expect(bookingSpan(stay('2027-06-02', '2027-06-05'), around)).toEqual({
      startDate: '2027-06-02',
      endDate: '2027-06-05',
    });
    // Day 153 is 2 June in 2027; a trip over New Year reads day 2 as the 2 January inside it.
    expect(bookingSpan(pass(153), around)).toEqual({
      startDate: '2027-06-02',
      endDate: '2027-06-02',
    });
    expect(
      bookingSpan(pass(2), { startDate: '2027-12-28', endDate: '2028-01-04' })?.startDate,
    ).toBe('2028-01-02');
  });
});

describe('tripForBookings', () => {
  const summer = trip('summer', '2027-06-01', '2027-08-31');
  const lisbon = trip('lisbon', '2027-06-01', '2027-06-07');
  const porto = trip('porto', '2027-06-06', '2027-06-12');
  const autumn = trip('autumn', '2027-10-01', '2027-10-05');

  it('proposes the tightest trip holding all the bookings', () => {
    expect(
      tripForBookings([summer, lisbon, porto, autumn], [stay('2027-06-02', '2027-06-05')]),
    ).toBe(lisbon);
    expect(tripForBookings([summer, porto], [stay('2027-06-02', '2027-06-05')])).toBe(summer);
    expect(tripForBookings([autumn, lisbon], [pass(153)])).toBe(lisbon);
  });

  it('else the trip sharing the most days with them', () => {
    // 5 to 9 June: Lisbon shares 3 days, Porto 4.
    expect(tripForBookings([lisbon, porto, autumn], [stay('2027-06-05', '2027-06-09')])).toBe(
      porto,
    );
  });

  it('proposes none when no trip meets their dates, or they give none', () => {
    expect(tripForBookings([lisbon, autumn], [stay('2027-09-01', '2027-09-03')])).toBeNull();
    expect(tripForBookings([lisbon], [])).toBeNull();
    expect(tripForBookings([], [stay('2027-06-02', '2027-06-05')])).toBeNull();
  });
});

describe('newTripDates', () => {
  it('spans the first start to the last end', () => {
    expect(
      newTripDates(
        [stay('2027-09-03', '2027-09-06'), stay('2027-09-01', '2027-09-03')],
        '2027-05-01',
      ),
    ).toEqual({ startDate: '2027-09-01', endDate: '2027-09-06' });
  });

  it("reads a boarding pass's day of the year as the one nearest today", () => {
    expect(newTripDates([pass(153)], '2027-05-20')).toEqual({
      startDate: '2027-06-02',
      endDate: '2027-06-02',
    });
    expect(newTripDates([], '2027-05-20')).toBeNull();
  });
});
