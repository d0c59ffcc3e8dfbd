import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('keeps letters and digits of the title, joined by dashes', () => {
    expect(fileNameFrom('Four days in Kyoto')).toBe('four-days-in-kyoto');
    expect(fileNameFrom('Café à Paris! 2026/27')).toBe('cafe-a-paris-2026-27');
    expect(fileNameFrom('../../etc/passwd')).toBe('etc-passwd');
    expect(fileNameFrom('東京')).toBe('trip');
    expect(fileNameFrom('')).toBe('trip');
    expect(fileNameFrom('a'.repeat(59) + ' bcd').length).toBeLessThanOrEqual(60);
    expect(fileNameFrom('a'.repeat(59) + ' bcd')).not.toMatch(/-$/);
  });
});
