import { describe, expect, it, vi } from 'vitest';
import type { VisaResponse } from '@shared/api/lookups';
import { createVisaChecks, pairKey } from './visa-checks';

const visaFree: VisaResponse = { category: { code: 'VF', name: 'Visa Free' }, dur: 90 };

/** A fetcher whose answers the test releases by hand, recording how many are in flight. */
function manualFetcher() {
  const pending: { key: string; resolve: (v: VisaResponse) => void; reject: (e: Error) => void }[] =
    [];
  let inFlight = 0;
  let maxInFlight = 0;
  const calls: string[] = [];
  const fetch = vi.fn((passport: string, iso: string) => {
    calls.push(pairKey(passport, iso));
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<VisaResponse>((resolve, reject) => {
      const settle =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          inFlight -= 1;
          fn(v);
        };
      pending.push({
        key: pairKey(passport, iso),
        resolve: settle(resolve),
        reject: settle(reject),
      });
    });
  });
  const next = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  return { fetch, calls, next, maxInFlight: () => maxInFlight };
}

describe('visa checks', () => {
  it('asks one destination at a time and stores each answer', async () => {
    const f = manualFetcher();
    const store = createVisaChecks(f.fetch, () => false);
    const done = store.getState().checkAll('US', ['FR', 'JP', 'FR']);
    (await f.next()).resolve(visaFree);
    (await f.next()).resolve({ ...visaFree, dur: 30 });
    await done;
    expect(f.calls).toEqual(['US>FR', 'US>JP']);
    expect(f.maxInFlight()).toBe(1);
    expect(store.getState().results[pairKey('US', 'JP')]).toEqual({
      status: 'result',
      answer: { ...visaFree, dur: 30 },
    });
  });

  it('answers a pair from the cache the second time, and asks again after a failure', async () => {
    const f = manualFetcher();
    const store = createVisaChecks(f.fetch, () => false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = store.getState().checkAll('GB', ['FR', 'JP']);
    (await f.next()).resolve(visaFree);
    (await f.next()).reject(new Error('500: boom'));
    await first;
    expect(store.getState().results[pairKey('GB', 'JP')]).toEqual({
      status: 'failed',
      offline: false,
    });
    expect(errors).toHaveBeenCalled();

    const second = store.getState().checkAll('GB', ['FR', 'JP']);
    (await f.next()).resolve(visaFree);
    await second;
    expect(f.calls).toEqual(['GB>FR', 'GB>JP', 'GB>JP']);
    errors.mockRestore();
  });

  it('lets a new passport wait for the request in flight and abandons the old run', async () => {
    const f = manualFetcher();
    const store = createVisaChecks(f.fetch, () => false);
    void store.getState().checkAll('US', ['FR', 'JP', 'IT']);
    const usFr = await f.next();
    const de = store.getState().checkAll('DE', ['FR']);
    usFr.resolve(visaFree);
    (await f.next()).resolve(visaFree);
    await de;
    expect(f.calls).toEqual(['US>FR', 'DE>FR']);
    expect(f.maxInFlight()).toBe(1);
    expect(store.getState().results[pairKey('US', 'FR')]?.status).toBe('result');
  });
});
