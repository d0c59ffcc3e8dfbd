import { describe, expect, it } from 'vitest';
import {
  ACCESS_REMOVED_REASON,
  EXPENSE_DELETED_REASON,
  NOT_A_MEMBER_REASON,
  TRIP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import { canRetry, rejectionCopyText } from './rejection-actions';

const expense = {
  id: crypto.randomUUID(),
  tripId: crypto.randomUUID(),
  category: 'transport',
  amount: 1250,
  currency: 'EUR',
  date: '2026-05-02',
  description: 'Taxi',
};
const refused = (reason: string) => ({ name: 'addExpense', args: expense, reason });

describe('canRetry', () => {
  it('offers Retry only where sending the change again can succeed', () => {
    expect(canRetry(refused(ACCESS_REMOVED_REASON), true)).toBe(false);
    expect(canRetry(refused(TRIP_DELETED_REASON), true)).toBe(false);
    expect(canRetry(refused(EXPENSE_DELETED_REASON), true)).toBe(false);
    // A viewer may be made an editor again; someone in a split may still join.
    expect(canRetry(refused(VIEWER_REASON), true)).toBe(true);
    expect(canRetry(refused(NOT_A_MEMBER_REASON), true)).toBe(true);
    // Whatever the reason, a trip this device no longer has cannot take it...
    expect(canRetry(refused(VIEWER_REASON), false)).toBe(false);
    // ...nor can a change that no longer reads as one.
    expect(canRetry({ ...refused(VIEWER_REASON), args: '{"id":"…' }, true)).toBe(false);
  });
});

describe('rejectionCopyText', () => {
  it('keeps what the traveller entered, and why it was refused', () => {
    expect(
      rejectionCopyText(
        'Add expense "Taxi" to trip "Lisbon"',
        { name: 'addExpense', args: expense },
        ACCESS_REMOVED_REASON,
      ),
    ).toBe(
      [
        'Add expense "Taxi" to trip "Lisbon"',
        '€12.50, Transportation, 2026-05-02',
        'Not accepted: you are no longer a member of this trip',
      ].join('\n'),
    );
  });
});
