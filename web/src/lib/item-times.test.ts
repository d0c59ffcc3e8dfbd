import { describe, expect, it } from 'vitest';
import { formatItemTimes } from './item-times';

describe('item times in words', () => {
  it('names the departure and arrival of a flight or train', () => {
    const flight = { type: 'transport', time: '10:05', endTime: '07:10 (+1)' } as const;
    expect(formatItemTimes(flight)).toBe('Departs 10:05 · Arrives 07:10 (+1)');
    expect(formatItemTimes({ ...flight, endTime: null })).toBe('Departs 10:05');
    expect(formatItemTimes({ ...flight, time: ' ' })).toBe('Arrives 07:10 (+1)');
  });

  it('names the check-in and check-out of a stay', () => {
    const stay = { type: 'accommodation', time: '15:00', endTime: '11:00' } as const;
    expect(formatItemTimes(stay)).toBe('Check-in 15:00 · Check-out 11:00');
    expect(formatItemTimes({ ...stay, time: null, endTime: null })).toBeNull();
  });

  it('keeps the plain time of other items as it was', () => {
    expect(formatItemTimes({ type: 'activity', time: '09:00 AM', endTime: null })).toBe('09:00 AM');
    expect(formatItemTimes({ type: 'dining', time: '19:00', endTime: '21:00' })).toBe(
      '19:00 – 21:00',
    );
    expect(formatItemTimes({ type: 'dining', time: null, endTime: '21:00' })).toBe('Until 21:00');
    expect(formatItemTimes({ type: 'activity', time: null, endTime: null })).toBeNull();
  });
});
