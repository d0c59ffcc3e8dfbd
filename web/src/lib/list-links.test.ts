import { describe, expect, it } from 'vitest';
import { linkedDay, linkLabel, linkOfWhen, whenOptions, whenValue } from './list-links';

const museum = { id: 'a1', day: 2, title: 'Museum' };
const tram = { id: 'a2', day: 3, title: 'Tram 28' };

describe('list item links', () => {
  it('puts an item on its own day or its activity’s', () => {
    expect(linkedDay({ day: 2, itineraryItemId: null }, [museum])).toBe(2);
    expect(linkedDay({ day: null, itineraryItemId: 'a2' }, [museum, tram])).toBe(3);
    expect(linkedDay({ day: null, itineraryItemId: 'gone' }, [museum])).toBeNull();
    expect(linkedDay({}, [museum])).toBeNull();
    expect(linkLabel({ day: 2, itineraryItemId: null }, [])).toBe('Day 2');
    expect(linkLabel({ day: null, itineraryItemId: 'a1' }, [museum])).toBe('Museum');
  });

  it('offers no day, each day with its date, and the day’s activities', () => {
    expect(whenOptions('2026-12-10', 3, [museum, tram])).toEqual([
      { value: '', label: 'No day' },
      { value: 'day:1', label: 'Day 1 · Thu 10 Dec' },
      { value: 'day:2', label: 'Day 2 · Fri 11 Dec' },
      { value: 'item:a1', label: 'Day 2: Museum' },
      { value: 'day:3', label: 'Day 3 · Sat 12 Dec' },
      { value: 'item:a2', label: 'Day 3: Tram 28' },
    ]);
  });

  it('reads a choice back as the link it writes, both fields at once', () => {
    expect(linkOfWhen('day:2')).toEqual({ day: 2, itineraryItemId: null });
    expect(linkOfWhen('item:a1')).toEqual({ day: null, itineraryItemId: 'a1' });
    expect(linkOfWhen('')).toEqual({ day: null, itineraryItemId: null });
    expect(whenValue({ day: null, itineraryItemId: 'a1' })).toBe('item:a1');
    expect(whenValue({ day: 4, itineraryItemId: null })).toBe('day:4');
    expect(whenValue({})).toBe('');
  });
});
