import { describe, expect, it } from 'vitest';
import { zoneAt } from './zone-at';

describe('zoneAt', () => {
  it('names the zone of a city', () => {
    expect(zoneAt(41.1496, -8.611)).toBe('Europe/Lisbon');
    expect(zoneAt(35.0211, 135.7539)).toBe('Asia/Tokyo');
    expect(zoneAt(-23.5475, -46.6361)).toBe('America/Sao_Paulo');
    expect(zoneAt(40.6423, -73.7882)).toBe('America/New_York');
  });

  it('tells neighbours across a border apart', () => {
    // Chamonix, a few kilometres from Italy and Switzerland.
    expect(zoneAt(45.9237, 6.8694)).toBe('Europe/Paris');
    // Aosta, on the Italian side of the same mountains.
    expect(zoneAt(45.7372, 7.3206)).toBe('Europe/Rome');
  });

  it('answers a nautical zone at sea', () => {
    expect(zoneAt(0, -30)).toBe('Etc/GMT+2');
  });

  it('answers null for coordinates out of range', () => {
    expect(zoneAt(91, 0)).toBeNull();
    expect(zoneAt(0, 181)).toBeNull();
    expect(zoneAt(Number.NaN, 0)).toBeNull();
  });
});
