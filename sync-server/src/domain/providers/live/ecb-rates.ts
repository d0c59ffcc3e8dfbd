import type { RatesTable } from '@shared/money/rates';
import { fetchText } from '../http-json';
import { ProviderError } from '../provider-error';
import type { RatesProvider } from '../rates-provider';
import { parseEcbDaily } from './ecb-xml';

export const DEFAULT_ECB_RATES_URL =
  'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The ECB publishes once a working day, around 16:00 CET: a few hours' reuse loses nothing. */
const FRESH_MS = 3 * 60 * 60 * 1000;
/** After a failure, wait this long before asking again, so an outage costs one call, not one per request. */
const RETRY_MS = 5 * 60 * 1000;

export interface EcbRatesOptions {
  url: string;
  timeoutMs: number;
  now?: () => number;
  /** Where a failure is reported; the answer is then the last good table, or none. */
  onError?: (error: ProviderError) => void;
}

/**
 * The ECB's daily reference rates, fetched by the server (never by a traveller's browser) and
 * kept in memory: every request in the next hours reads the same table, concurrent requests
 * share one fetch, and a failed fetch keeps answering the last good table.
 */
export function ecbRates(options: EcbRatesOptions): RatesProvider {
  const now = options.now ?? Date.now;
  let table: RatesTable | null = null;
  let nextFetchAt = 0;
  let inFlight: Promise<RatesTable | null> | null = null;

  async function fetchTable(): Promise<RatesTable | null> {
    try {
      const xml = await fetchText({
        provider: 'ecb',
        url: options.url,
        timeoutMs: options.timeoutMs,
      });
      const parsed = parseEcbDaily(xml);
      if (!parsed) throw new ProviderError('ecb', 'bad-answer', 'ecb sent an unexpected answer');
      table = parsed;
      nextFetchAt = now() + FRESH_MS;
    } catch (error) {
      // fetchText answers only ProviderErrors; anything else is a bug and should surface.
      if (!(error instanceof ProviderError)) throw error;
      options.onError?.(error);
      nextFetchAt = now() + RETRY_MS;
    }
    return table;
  }

  return {
    name: 'European Central Bank daily reference rates',
    latest() {
      if (now() < nextFetchAt) return Promise.resolve(table);
      inFlight ??= fetchTable().finally(() => (inFlight = null));
      return inFlight;
    },
  };
}
