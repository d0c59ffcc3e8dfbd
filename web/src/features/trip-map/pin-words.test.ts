import { describe, expect, it } from 'vitest';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { itemPinWhen } from './pin-words';

const item = (fields: Partial<ItineraryItem>) =>
  ({ type: 'activity', time: null, endTime: null, ...fields }) as ItineraryItem;

describe('itemPinWhen', () => {
  it("names the pin's day as the plan does, then its time", () => {
    expect(itemPinWhen('2026-12-10', { day: 2, item: item({ time: '10:00' }) })).toBe(
      'Day 2 · Fri 11 Dec · 10:00',
    );
  });

  it('leaves the time out when the item has none', () => {
    expect(itemPinWhen('2026-12-10', { day: 1, item: item({}) })).toBe('Day 1 · Thu 10 Dec');
  });
});
