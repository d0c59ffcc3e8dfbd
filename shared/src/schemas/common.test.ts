import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneSchema } from './common';

describe('time zones', () => {
  it('knows the IANA zones Intl knows, asked once or again', () => {
    for (let i = 0; i < 2; i++) {
      expect(isKnownTimeZone('Asia/Tokyo')).toBe(true);
      expect(isKnownTimeZone('Asia/ Bangkok')).toBe(false);
      expect(isKnownTimeZone('Vermillion Bay')).toBe(false);
    }
  });

  it('refuses an unknown zone with its message and trims a known one', () => {
    expect(timeZoneSchema.parse(' Europe/London ')).toBe('Europe/London');
    const result = timeZoneSchema.safeParse('Mars/Olympus_Mons');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown time zone');
  });
});
