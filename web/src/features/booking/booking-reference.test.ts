import { describe, expect, it } from 'vitest';
import { demoBookingReference } from './booking-reference';

describe('demoBookingReference', () => {
  it('is the fixed prefix plus 6 uppercase letters or digits', () => {
    for (let i = 0; i < 50; i += 1) expect(demoBookingReference()).toMatch(/^WF-DEMO-[A-Z0-9]{6}$/);
  });

  it('skips bytes that would bias the alphabet', () => {
    const bytes = [255, 0, 253, 35, 36, 252, 1, 2, 3, 4];
    let at = 0;
    const fake = (b: Uint8Array<ArrayBuffer>) => {
      for (let i = 0; i < b.length; i += 1) b[i] = bytes[at++ % bytes.length] ?? 0;
      return b;
    };
    expect(demoBookingReference(fake)).toBe('WF-DEMO-A9ABCD');
  });
});
