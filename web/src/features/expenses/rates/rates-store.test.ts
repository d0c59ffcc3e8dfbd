import { describe, expect, it, vi } from 'vitest';
import { quoteRate, type RatesTable } from '@shared/money/rates';
import { REFERENCE_RATES } from '@shared/money/reference-rates';
import { createRatesStore, RATES_STORAGE_KEY } from './rates-store';

const DAILY: RatesTable = {
  base: 'EUR',
  date: '2026-11-23',
  source: 'daily',
  provider: 'European Central Bank',
  rates: { USD: 1.2, JPY: 180 },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(fetchImpl: (url: string) => Promise<Response>, initial = {}) {
  const storage = memoryStorage(initial);
  let now = new Date('2026-11-24T10:00:00.000Z');
  const store = createRatesStore({ fetch: vi.fn(fetchImpl), storage, now: () => now });
  return { store, storage, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('rates store', () => {
  it('answers the built-in table when nothing was ever fetched (offline on a fresh device)', async () => {
    const { store } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(store.tables()).toEqual([REFERENCE_RATES]);
    expect(store.isStale()).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await store.refresh()).toEqual([REFERENCE_RATES]);
  });

  it('keeps a good answer with the time it was fetched, freshest table first', async () => {
    const { store, storage, advance } = setup(() =>
      Promise.resolve(json({ tables: [DAILY, REFERENCE_RATES] })),
    );
    expect(await store.refresh()).toEqual([DAILY, REFERENCE_RATES]);
    expect(store.tables()).toEqual([DAILY, REFERENCE_RATES]);
    expect(JSON.parse(storage.items.get(RATES_STORAGE_KEY) ?? '')).toMatchObject({
      fetchedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(store.isStale()).toBe(false);
    advance(3 * 60 * 60 * 1000);
    expect(store.isStale()).toBe(true);
    // The daily table quotes first: 1.2 / 180 dollars per yen.
    expect(quoteRate(store.tables(), 'JPY', 'USD')).toEqual({
      rate: 0.0066666667,
      date: '2026-11-23',
      source: 'daily',
    });
  });

  it('puts the built-in table last even when the server sends an older reference table', async () => {
    const older: RatesTable = { ...REFERENCE_RATES, date: '2026-01-01' };
    const { store } = setup(() => Promise.resolve(json({ tables: [DAILY, older] })));
    expect(await store.refresh()).toEqual([DAILY, older, REFERENCE_RATES]);
  });

  it('keeps what it had when offline, on an error status or an answer that does not parse', async () => {
    const kept = JSON.stringify({ fetchedAt: '2026-11-20T08:00:00.000Z', tables: [DAILY] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
      () => Promise.resolve(json({ tables: [] })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
    ]) {
      const { store, storage } = setup(answer, { [RATES_STORAGE_KEY]: kept });
      expect(await store.refresh()).toEqual([DAILY, REFERENCE_RATES]);
      expect(storage.items.get(RATES_STORAGE_KEY)).toBe(kept);
    }
  });

  it('ignores a stored value it cannot read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [
      'not json',
      '{"tables":"x"}',
      JSON.stringify({ fetchedAt: 'x', tables: [] }),
    ]) {
      const { store } = setup(() => Promise.reject(new Error('unused')), {
        [RATES_STORAGE_KEY]: bad,
      });
      expect(store.tables()).toEqual([REFERENCE_RATES]);
      expect(store.stored()).toBeNull();
    }
  });
});
