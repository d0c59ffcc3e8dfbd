import { describe, expect, it } from 'vitest';
import { VISA_CATEGORY_CODES } from '@shared/api/lookups';
import { countryNameToIso } from '@shared/reference/country-iso';
import { PASSPORT_COUNTRIES } from '@shared/reference/passport-countries';
import { SEED_DESTINATIONS } from '../../destinations/seed-data';
import { VISA_TABLE } from './visa-table';

const destinationCountries = [
  ...new Set(SEED_DESTINATIONS.map((d) => countryNameToIso(d.country)!)),
];

describe('embedded visa table', () => {
  it.each(destinationCountries)(
    'lists every passport exactly once for %s, except its own',
    (iso) => {
      const rules = VISA_TABLE[iso];
      expect(rules).toBeDefined();
      const listed = rules!.groups.flatMap(([, , passports]) => passports);
      const expected = PASSPORT_COUNTRIES.map((p) => p.code).filter((code) => code !== iso);
      expect([...listed].sort()).toEqual([...expected].sort());
    },
  );

  it('uses only the spec’s categories, sensible stays, an https source and a date', () => {
    for (const rules of Object.values(VISA_TABLE)) {
      expect(new URL(rules.source).protocol).toBe('https:');
      expect(rules.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const [code, dur] of rules.groups) {
        expect(VISA_CATEGORY_CODES).toContain(code);
        if (dur !== null) expect(dur).toBeGreaterThan(0);
      }
    }
  });
});
