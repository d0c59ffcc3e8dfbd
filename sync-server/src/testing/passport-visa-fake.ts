import type { FakeHandler } from './fake-provider-server';

/** Answers like the Passport Visa API v2 (`GET /visa/{passport}/{destination}`) for a few pairs. */
const PAIRS: Record<string, { code: string; name: string; dur: number | null }> = {
  'US/JP': { code: 'VF', name: 'Visa Free', dur: 90 },
  'IN/JP': { code: 'VR', name: 'Visa Required', dur: null },
  'US/ID': { code: 'VOA', name: 'Visa on Arrival', dur: 30 },
  'GB/US': { code: 'ETA', name: 'eTA', dur: 90 },
};

export function passportVisaFake(): FakeHandler {
  return (req) => {
    const match = /^\/visa\/([A-Z]{2})\/([A-Z]{2})$/.exec(req.path);
    if (!match) return undefined;
    const [, passport = '', destination = ''] = match;
    const base = {
      passport: { code: passport, name: passport },
      destination: { code: destination, name: destination },
      last_updated: '2025-05-01T00:00:00.000Z',
    };
    if (passport === destination) return { json: { ...base, dur: null, category: null } };
    const pair = PAIRS[`${passport}/${destination}`];
    if (!pair) return { status: 404, json: { error: 'Not found' } };
    return { json: { ...base, dur: pair.dur, category: { code: pair.code, name: pair.name } } };
  };
}
