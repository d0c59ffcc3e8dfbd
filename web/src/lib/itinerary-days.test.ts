import { describe, expect, it } from 'vitest';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import {
  allTripDays,
  daysWithItems,
  isOutsideTrip,
  previewDays,
  timeOrderText,
  timeOrderWarnings,
} from './itinerary-days';

let n = 0;
function item(day: number, title: string): ItineraryItem {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tripId: '00000000-0000-4000-8000-999999999999',
    day,
    time: null,
    endTime: null,
    timeZone: null,
    endTimeZone: null,
    reference: null,
    title,
    description: null,
    location: null,
    place: null,
    endPlace: null,
    type: 'activity',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    position: 0,
  };
}

const items = [item(3, 'Museum'), item(1, 'Arrive'), item(3, 'Dinner'), item(5, 'Hike')];

describe('itinerary days', () => {
  it('groups items by day in day order, keeping their order within a day', () => {
    expect(daysWithItems(items).map((d) => [d.day, d.items.map((i) => i.title)])).toEqual([
      [1, ['Arrive']],
      [3, ['Museum', 'Dinner']],
      [5, ['Hike']],
    ]);
  });

  it('previews the first two planned days and counts the rest', () => {
    const { shown, moreDays } = previewDays(items, 2);
    expect(shown.map((d) => d.day)).toEqual([1, 3]);
    expect(moreDays).toBe(1);
    expect(previewDays([], 2)).toEqual({ shown: [], moreDays: 0 });
  });

  it('lists every trip day, empty ones included, and days planned past the end', () => {
    expect(allTripDays(items, 6).map((d) => d.items.length)).toEqual([1, 0, 2, 0, 1, 0]);
    expect(allTripDays(items, 2).map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(allTripDays([], 1)).toEqual([{ day: 1, items: [] }]);
  });

  it('flags days past the last day of a shortened trip, and only those', () => {
    expect(isOutsideTrip(5, 4)).toBe(true);
    expect(isOutsideTrip(4, 4)).toBe(false);
    expect(isOutsideTrip(1, 1)).toBe(false);
  });
});

describe('time order', () => {
  const at = (title: string, time: string | null, timeZone: string | null = null) => ({
    ...item(1, title),
    time,
    timeZone,
  });

  it('warns on a timed item placed below a later-timed one, naming it', () => {
    const lunch = at('Lunch', '14:00');
    const museum = at('Museum', '09:00');
    const warnings = timeOrderWarnings([lunch, museum]);
    expect([...warnings.keys()]).toEqual([museum.id]);
    expect(timeOrderText(warnings.get(museum.id)!)).toBe(
      'This activity is at 09:00, before Lunch (14:00) above it',
    );
  });

  it('says nothing of items in time order, untimed items, other zones or unreadable times', () => {
    expect(timeOrderWarnings([at('A', '9:00 AM'), at('B', '2 pm'), at('C', null)]).size).toBe(0);
    // An untimed item keeps its manual place, above or below timed ones.
    expect(timeOrderWarnings([at('A', null), at('B', '08:00'), at('C', null)]).size).toBe(0);
    // A flight's departure at its own airport is not on the trip's clock.
    expect(timeOrderWarnings([at('Flight', '22:00', 'Asia/Tokyo'), at('B', '08:00')]).size).toBe(0);
    expect(timeOrderWarnings([at('A', 'after lunch'), at('B', '08:00')]).size).toBe(0);
  });
});
