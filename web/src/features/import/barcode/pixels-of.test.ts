import { describe, expect, it } from 'vitest';
import { MAX_DECODE_SIDE, decodeSize } from './pixels-of';

describe('decodeSize', () => {
  it('keeps a screenshot at its own size', () => {
    expect(decodeSize(1170, 2532)).toEqual({ width: 1170, height: 2532 });
  });

  it('draws a large photo down to the longest side the reader needs, keeping its shape', () => {
    expect(decodeSize(4000, 3000)).toEqual({ width: MAX_DECODE_SIDE, height: 1920 });
    expect(decodeSize(3000, 4000)).toEqual({ width: 1920, height: MAX_DECODE_SIDE });
  });

  it('never makes a side zero', () => {
    expect(decodeSize(100_000, 10)).toEqual({ width: MAX_DECODE_SIDE, height: 1 });
  });
});
