import { describe, it, expect } from 'vitest';
import { AIRPORT_INFO, airportInfo } from './airports';

const SPEC_AIRPORTS = ['JFK', 'LAX', 'LHR', 'CDG', 'DXB', 'YYZ', 'YVR', 'ORD', 'SFO', 'ATL'];

describe('airports', () => {
  it('has exactly the 10 spec airports', () => {
    expect(Object.keys(AIRPORT_INFO).sort()).toEqual([...SPEC_AIRPORTS].sort());
  });

  it('keys every airport by its own code', () => {
    for (const [key, info] of Object.entries(AIRPORT_INFO)) expect(info.code).toBe(key);
  });

  it('gives every airport text fields, an https website and non-empty lists', () => {
    for (const info of Object.values(AIRPORT_INFO)) {
      expect(info.name.trim()).not.toBe('');
      expect(info.city.trim()).not.toBe('');
      expect(info.country.trim()).not.toBe('');
      expect(new URL(info.website).protocol).toBe('https:');
      expect(info.terminals.length).toBeGreaterThan(0);
      expect(info.facilities.length).toBeGreaterThan(0);
      for (const item of [...info.terminals, ...info.facilities]) expect(item.trim()).not.toBe('');
      expect(new Set(info.terminals).size).toBe(info.terminals.length);
    }
  });

  it('looks airports up case-insensitively', () => {
    expect(airportInfo('LHR')?.city).toBe('London');
    expect(airportInfo('cdg')?.country).toBe('France');
    expect(airportInfo(' dxb ')?.code).toBe('DXB');
  });

  it('answers undefined for unknown codes', () => {
    expect(airportInfo('XXX')).toBeUndefined();
    expect(airportInfo('')).toBeUndefined();
    expect(airportInfo('valueOf')).toBeUndefined();
  });
});
