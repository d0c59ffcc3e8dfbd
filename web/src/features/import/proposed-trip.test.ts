import { describe, expect, it } from 'vitest';
import { proposedTrip } from './proposed-trip';

const trip = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });

describe('proposedTrip', () => {
  const past = trip('past', '2027-01-01', '2027-01-05');
  const now = trip('now', '2027-03-01', '2027-03-10');
  const soon = trip('soon', '2027-05-01', '2027-05-03');
  const later = trip('later', '2027-08-01', '2027-08-03');

  it('proposes the trip under way, else the next, else the latest', () => {
    expect(proposedTrip([past, later, now, soon], '2027-03-05')).toBe(now);
    expect(proposedTrip([past, later, soon], '2027-03-05')).toBe(soon);
    expect(proposedTrip([past, now], '2027-12-01')).toBe(now);
    expect(proposedTrip([], '2027-12-01')).toBeNull();
  });
});
