import { describe, expect, it } from 'vitest';
import { joinParts, sliceParts } from './byte-parts';

describe('an archive in parts', () => {
  const parts = [new Uint8Array([0, 1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6, 7])];
  const whole = [0, 1, 2, 3, 4, 5, 6, 7];

  it('joins into one array of its own', () => {
    const bytes = joinParts(parts);
    expect([...bytes]).toEqual(whole);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(8);
  });

  it('gives the views that cover any range, without copying', () => {
    for (let start = 0; start < 8; start++) {
      for (let end = start; end < 8; end++) {
        const slices = [...sliceParts(parts, start, end)];
        expect([...joinParts(slices)], `${start}-${end}`).toEqual(whole.slice(start, end + 1));
        expect(slices.every((s) => s.length > 0)).toBe(true);
      }
    }
    const [view] = sliceParts(parts, 5, 6);
    expect(view?.buffer).toBe(parts[2]?.buffer);
  });
});
