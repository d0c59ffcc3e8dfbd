import { describe, it, expect } from 'vitest';
import { AIRLINES, airlineName } from './airlines';

describe('airlines', () => {
  const codes = Object.keys(AIRLINES);

  it('has at least 45 airlines', () => {
    expect(codes.length).toBeGreaterThanOrEqual(45);
  });

  it('uses two-character IATA designators with non-empty names', () => {
    for (const [code, name] of Object.entries(AIRLINES)) {
      expect(code).toMatch(/^[A-Z0-9]{2}$/);
      expect(name.trim()).not.toBe('');
    }
  });

  it('includes the carriers that have baggage rules', () => {
    for (const code of ['AA', 'DL', 'UA', 'WN', 'AC', 'EK']) expect(codes).toContain(code);
  });

  it('names known codes, case-insensitively', () => {
    expect(airlineName('BA')).toBe('British Airways');
    expect(airlineName('6E')).toBe('IndiGo');
    expect(airlineName('lh')).toBe('Lufthansa');
  });

  it('falls back to the code itself when unknown', () => {
    expect(airlineName('ZZ')).toBe('ZZ');
    expect(airlineName('constructor')).toBe('constructor');
  });
});
