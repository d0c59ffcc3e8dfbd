import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-search-text';

describe('foldForSearch', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('São Paulo')).toBe('sao paulo');
    expect(foldForSearch('ZÜRICH')).toBe('zurich');
    expect(foldForSearch('İstanbul')).toBe('istanbul');
  });

  it('spells letters without a decomposition the way a keyboard without them does', () => {
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Tromsø')).toBe('tromso');
  });

  it('keeps words apart by one space and drops punctuation', () => {
    expect(foldForSearch('  Port-au-Prince ')).toBe('port au prince');
    expect(foldForSearch("L'Aquila")).toBe('l aquila');
    expect(foldForSearch('St. John’s')).toBe('st john s');
    expect(foldForSearch('...')).toBe('');
  });
});
