import type { RatesTable } from '@shared/money/rates';

/**
 * Daily exchange rates. The app always has the reference table built in (shared/src/money), so a
 * provider only adds fresher rates: `latest` answers null when it has none, and never throws for
 * an outage, since an expense can always be converted with the reference table or a typed rate.
 */
export interface RatesProvider {
  readonly name: string;
  latest(): Promise<RatesTable | null>;
}

/** No daily source configured: the built-in reference table is all there is. */
export function referenceRatesOnly(): RatesProvider {
  return { name: 'built-in reference table', latest: () => Promise.resolve(null) };
}
