import { describe, it, expect } from 'vitest';
import { COUNTRY_NAME_TO_ISO, countryNameToIso } from './country-iso';

describe('country name to ISO map', () => {
  const entries = Object.entries(COUNTRY_NAME_TO_ISO);

  it('has exactly 22 entries', () => {
    expect(entries).toHaveLength(22);
  });

  it('maps to two uppercase letters, each code used once', () => {
    for (const [, iso] of entries) expect(iso).toMatch(/^[A-Z]{2}$/);
    expect(new Set(entries.map(([, iso]) => iso)).size).toBe(22);
  });

  it('has names that are unique regardless of case', () => {
    expect(new Set(entries.map(([name]) => name.toLowerCase())).size).toBe(22);
  });

  it('knows well-established codes', () => {
    expect(COUNTRY_NAME_TO_ISO['United Kingdom']).toBe('GB');
    expect(COUNTRY_NAME_TO_ISO['United Arab Emirates']).toBe('AE');
    expect(COUNTRY_NAME_TO_ISO.Switzerland).toBe('CH');
    expect(COUNTRY_NAME_TO_ISO.Iceland).toBe('IS');
  });

  it('looks names up case-insensitively and ignores surrounding space', () => {
    expect(countryNameToIso('France')).toBe('FR');
    expect(countryNameToIso('france')).toBe('FR');
    expect(countryNameToIso('  NEW ZEALAND ')).toBe('NZ');
    expect(countryNameToIso('united states')).toBe('US');
  });

  it('answers undefined for unknown names', () => {
    expect(countryNameToIso('Atlantis')).toBeUndefined();
    expect(countryNameToIso('')).toBeUndefined();
    expect(countryNameToIso('toString')).toBeUndefined();
  });
});
