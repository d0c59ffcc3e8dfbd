import { describe, expect, it } from 'vitest';
import { fareType, isRefundable } from './fare';

describe('fareType', () => {
  it('is Standard only above 300', () => {
    expect(fareType(300)).toBe('Basic');
    expect(fareType(300.01)).toBe('Standard');
    expect(fareType(89)).toBe('Basic');
    expect(isRefundable(450)).toBe(true);
    expect(isRefundable(120)).toBe(false);
  });
});
