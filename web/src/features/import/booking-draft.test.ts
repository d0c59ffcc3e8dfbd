import { describe, expect, it } from 'vitest';
import { parseBoardingPass } from '@shared/import/bcbp';
import { readSchemaOrgHtml } from '@shared/import/schema-org';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { lodgingConfirmationHtml } from '@shared/testing/import-fixtures';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import {
  bookingDraft,
  draftProblem,
  matchingItem,
  resolveDayOfYear,
  retargetDrafts,
} from './booking-draft';

const trip = { startDate: '2027-06-01', endDate: '2027-06-07' };
const pass = (dayOfYear: number, number = '1351') =>
  parseBoardingPass(
    encodeBoardingPass('TRAVELLER/ALEX', [
      {
        reference: 'ABC123',
        from: 'LIS',
        to: 'JFK',
        carrier: 'TP',
        number,
        dayOfYear,
        seat: '12A',
      },
    ]),
  ).bookings[0]!;

const item = (over: Partial<ItineraryItem>): ItineraryItem => ({
  id: crypto.randomUUID(),
  tripId: crypto.randomUUID(),
  day: 1,
  time: null,
  endTime: null,
  timeZone: null,
  endTimeZone: null,
  reference: null,
  title: 'Something',
  description: null,
  location: null,
  place: null,
  endPlace: null,
  type: 'activity',
  createdAt: '2027-01-01T00:00:00.000Z',
  createdBy: null,
  position: 0,
  ...over,
});

describe('bookingDraft', () => {
  it('puts a boarding pass on the trip’s day from its day of the year, at its airports’ zones', () => {
    // 2027-06-03 is day 154 of 2027.
    const draft = bookingDraft(trip, pass(154), 0);
    expect(draft).toMatchObject({
      type: 'transport',
      date: '2027-06-03',
      title: 'TP 1351 Lisbon → New York',
      timeZone: 'Europe/Lisbon',
      reference: 'ABC123',
    });
    expect(draft.endPlace?.timeZone).toBe('America/New_York');
    // No arrival time on a pass: the one typed in is New York's.
    expect(draft.endTimeZone).toBe('America/New_York');
    expect(draftProblem(trip, draft)).toBeNull();
  });

  it('resolves a day of the year to the year that puts it within the trip, across New Year too', () => {
    const newYear = { startDate: '2027-12-28', endDate: '2028-01-04' };
    expect(resolveDayOfYear(newYear, 2)).toBe('2028-01-02');
    expect(resolveDayOfYear(newYear, 364)).toBe('2027-12-30');
    expect(resolveDayOfYear(trip, 10)).toBe('2027-01-10');
  });

  it('makes a stay span its nights: check-out N days later', () => {
    const [stay] = readSchemaOrgHtml(
      lodgingConfirmationHtml({
        hotel: 'Hotel Avenida',
        reference: 'HX1',
        checkin: '2027-06-02',
        checkout: '2027-06-05',
      }),
    ).bookings;
    const draft = bookingDraft(trip, stay!, 0);
    expect(draft).toMatchObject({
      type: 'accommodation',
      date: '2027-06-02',
      endTime: '(+3)',
      reference: 'HX1',
    });
    expect(draft.location).toContain('Hotel Avenida');
  });

  it('refuses, in words, a date outside the trip until it is changed', () => {
    const draft = bookingDraft(trip, pass(200), 0);
    expect(draftProblem(trip, draft)).toBe(
      'This date is outside the trip: change it to save this booking.',
    );
    expect(draftProblem(trip, { ...draft, date: '2027-06-07' })).toBeNull();
    expect(draftProblem(trip, { ...draft, date: '' })).toBe('Pick the date it is on.');
  });
});

describe('matchingItem', () => {
  it('finds the same flight on the same day, and not a flight whose number only starts alike', () => {
    const draft = bookingDraft(trip, pass(154), 0);
    const same = item({ day: 3, type: 'transport', title: 'TP 1351 Lisbon → New York' });
    const other = item({ day: 3, type: 'transport', title: 'TP 13 Lisbon → Faro' });
    const otherDay = item({ day: 4, type: 'transport', title: 'TP 1351 Lisbon → New York' });
    expect(matchingItem(trip, draft, [other, otherDay, same])).toBe(same);
    expect(matchingItem(trip, draft, [other, otherDay])).toBeNull();
  });

  it('finds a booking by its reference and type', () => {
    const [stay] = readSchemaOrgHtml(
      lodgingConfirmationHtml({
        hotel: 'Hotel Avenida',
        reference: 'HX1',
        checkin: '2027-06-02',
        checkout: '2027-06-05',
      }),
    ).bookings;
    const draft = bookingDraft(trip, stay!, 0);
    const kept = item({ type: 'accommodation', reference: 'hx1', title: 'My hotel' });
    expect(matchingItem(trip, draft, [item({ reference: 'HX1' }), kept])).toBe(kept);
  });
});

describe('retargetDrafts', () => {
  it("reads a pass's day again within the other trip and finds what it updates on that plan", () => {
    const [draft] = [bookingDraft(trip, pass(154), 0)];
    const edited = { ...draft!, title: 'My flight to New York', time: '07:05' };
    const lastYear = { id: 'y', startDate: '2026-06-01', endDate: '2026-06-07' };
    const onPlan = item({ day: 3, type: 'transport', title: 'TP 1351 Lisbon → New York' });
    const [moved] = retargetDrafts({ ...lastYear, itineraryItems: [onPlan] }, [edited]);
    expect(moved).toMatchObject({
      date: '2026-06-03',
      title: 'My flight to New York',
      time: '07:05',
      updates: { id: onPlan.id },
    });
    const [back] = retargetDrafts({ id: 't', ...trip, itineraryItems: [] }, [moved!]);
    expect(back).toMatchObject({ date: '2027-06-03', updates: null });
  });
});
