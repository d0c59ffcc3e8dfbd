import { describe, expect, it } from 'vitest';
import { reusableLicence } from './photo-licence';

describe('reusableLicence', () => {
  it.each([
    ['cc-by-sa-4.0', 'CC BY-SA 4.0', 'CC BY-SA 4.0'],
    ['cc-by-2.0', 'CC BY 2.0', 'CC BY 2.0'],
    ['cc-by-sa-3.0-de', 'CC BY-SA 3.0 de', 'CC BY-SA 3.0 de'],
    ['pd', 'Public domain', 'Public domain'],
    [undefined, 'Public domain', 'Public domain'],
    ['cc0', 'CC0', 'CC0'],
  ])('keeps %s (%s)', (code, name, expected) => {
    expect(reusableLicence(code, name)).toBe(expected);
  });

  it.each([
    ['cc-by-nc-sa-4.0', 'CC BY-NC-SA 4.0'],
    ['cc-by-nd-2.0', 'CC BY-ND 2.0'],
    ['cc-by-nc-2.0', 'CC BY-NC 2.0'],
    [undefined, 'Fair use'],
    [undefined, 'All rights reserved'],
    ['gfdl', 'GFDL'],
    [undefined, undefined],
    ['', ''],
  ])('refuses %s (%s)', (code, name) => {
    expect(reusableLicence(code, name)).toBeNull();
  });
});
