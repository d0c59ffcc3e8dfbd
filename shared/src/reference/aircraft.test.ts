import { describe, it, expect } from 'vitest';
import { AIRCRAFT, AIRCRAFT_CATEGORIES, aircraftInfo } from './aircraft';

describe('aircraft', () => {
  it('has a non-empty name and a valid category for every code', () => {
    const entries = Object.entries(AIRCRAFT);
    expect(entries.length).toBeGreaterThan(0);
    for (const [code, info] of entries) {
      expect(code).toMatch(/^[A-Z0-9]{3}$/);
      expect(info.name.trim()).not.toBe('');
      expect(AIRCRAFT_CATEGORIES).toContain(info.category);
    }
  });

  it('uses every category at least once', () => {
    const used = new Set(Object.values(AIRCRAFT).map((info) => info.category));
    expect([...used].sort()).toEqual([...AIRCRAFT_CATEGORIES].sort());
  });

  it('categorises well-known types', () => {
    expect(aircraftInfo('320')).toEqual({ name: 'Airbus A320', category: 'Narrow-body' });
    expect(aircraftInfo('77W').category).toBe('Wide-body');
    expect(aircraftInfo('388').category).toBe('Wide-body');
    expect(aircraftInfo('e75').category).toBe('Regional');
  });

  it('falls back to a named narrow-body for unknown codes', () => {
    expect(aircraftInfo('XYZ')).toEqual({ name: 'Aircraft XYZ', category: 'Narrow-body' });
  });
});
