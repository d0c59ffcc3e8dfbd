import { createStore } from 'zustand/vanilla';
import type { VisaResponse } from '@shared/api/lookups';

export type VisaCheck =
  | { status: 'checking' }
  | { status: 'result'; answer: VisaResponse }
  /** `offline`: the request got no answer at all, so it needs a connection rather than patience. */
  | { status: 'failed'; offline: boolean };

export type VisaFetcher = (passport: string, destinationIso: string) => Promise<VisaResponse>;

export interface VisaChecksState {
  /** Keyed by `pairKey(passport, iso)`; a missing pair is still waiting its turn. */
  results: Readonly<Record<string, VisaCheck>>;
  /** Checks every destination for one passport, one request at a time, skipping cached answers. */
  checkAll: (passport: string, destinationIsos: readonly string[]) => Promise<void>;
  /** Stops issuing requests for the current run (the page is leaving). */
  cancel: () => void;
}

export type VisaChecksStore = ReturnType<typeof createVisaChecks>;

export function pairKey(passport: string, destinationIso: string): string {
  return `${passport}>${destinationIso}`;
}

/**
 * The visa checker's session cache and request queue (SPEC 4: destinations are requested one
 * after another; answers are cached per passport and destination). Every request goes through
 * one chain, so a new run for another passport waits for the request already in flight instead
 * of overlapping it. Failures are not cached: the next run for that passport asks again.
 */
export function createVisaChecks(fetchVisa: VisaFetcher, isOffline: (error: unknown) => boolean) {
  let run = 0;
  let lastRequest: Promise<unknown> = Promise.resolve();

  return createStore<VisaChecksState>()((set, get) => {
    const put = (key: string, check: VisaCheck) =>
      set((s) => ({ results: { ...s.results, [key]: check } }));

    return {
      results: {},
      cancel: () => {
        run += 1;
      },
      checkAll: async (passport, destinationIsos) => {
        run += 1;
        const mine = run;
        for (const iso of new Set(destinationIsos)) {
          const key = pairKey(passport, iso);
          if (get().results[key]?.status === 'result') continue;
          await lastRequest.catch(() => undefined);
          if (mine !== run) return;
          put(key, { status: 'checking' });
          const request = fetchVisa(passport, iso);
          lastRequest = request;
          try {
            put(key, { status: 'result', answer: await request });
          } catch (error) {
            // SPEC 8: a visa failure is only logged; the card shows a patient placeholder.
            console.error(`Visa check ${passport} -> ${iso} failed`, error);
            put(key, { status: 'failed', offline: isOffline(error) });
          }
        }
      },
    };
  });
}
