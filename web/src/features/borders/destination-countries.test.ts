import { describe, expect, it } from 'vitest';
import { destinationCountries } from './destination-countries';

describe('destinationCountries', () => {
  it('lists each country once, sorted, with its ISO code or none', () => {
    const list = destinationCountries([
      { country: 'Japan' },
      { country: 'France' },
      { country: 'Japan ' },
      { country: 'Atlantis' },
    ]);
    expect(list).toEqual([
      { country: 'Atlantis', iso: undefined },
      { country: 'France', iso: 'FR' },
      { country: 'Japan', iso: 'JP' },
    ]);
  });
});
