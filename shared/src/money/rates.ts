import { z } from 'zod';
import { isoDateSchema } from '../schemas/common';

/**
 * A table of exchange rates against one base currency, as a reference source publishes them:
 * `rates[code]` units of `code` for one unit of `base` (the base itself is 1).
 */
export const rateSourceSchema = z.enum(['reference', 'daily', 'manual']);
/**
 * Where an expense's rate came from: the reference table built into the app ('reference'), the
 * daily rates the server fetched ('daily'), or the traveller's own, such as their card's rate
 * ('manual').
 */
export type RateSource = z.infer<typeof rateSourceSchema>;

export const ratesTableSchema = z.object({
  base: z.string().length(3),
  /** The day the rates are from, `yyyy-MM-dd`. */
  date: isoDateSchema,
  source: z.enum(['reference', 'daily']),
  /** A name for the Data sources credit, e.g. 'European Central Bank'. */
  provider: z.string(),
  rates: z.record(z.string(), z.number().positive()),
});
export type RatesTable = z.infer<typeof ratesTableSchema>;

/** GET /api/rates: the freshest table the server has, and the reference table it falls back to. */
export const ratesResponseSchema = z.object({ tables: z.array(ratesTableSchema).min(1) });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

export interface QuotedRate {
  /** Units of the home currency per one unit of the expense's currency. */
  rate: number;
  date: string;
  source: 'reference' | 'daily';
}

/** Rates kept to 8 significant digits: the figure stored is the figure shown. */
export function roundRate(rate: number): number {
  return Number(rate.toPrecision(8));
}

function unitsPerBase(table: RatesTable, currency: string): number | undefined {
  return currency === table.base ? 1 : table.rates[currency];
}

/** The rate from one currency to another through a table's base, or null when it lacks either. */
export function crossRate(table: RatesTable, from: string, to: string): QuotedRate | null {
  const fromUnits = unitsPerBase(table, from);
  const toUnits = unitsPerBase(table, to);
  if (fromUnits === undefined || toUnits === undefined) return null;
  return { rate: roundRate(toUnits / fromUnits), date: table.date, source: table.source };
}

/**
 * The rate from the first table (freshest first) that knows both currencies; 1 between a
 * currency and itself. Null when no table has the pair: the traveller types the rate.
 */
export function quoteRate(
  tables: readonly RatesTable[],
  from: string,
  to: string,
): QuotedRate | null {
  for (const table of tables) {
    const quoted = crossRate(table, from, to);
    if (quoted) return from === to ? { ...quoted, rate: 1 } : quoted;
  }
  return null;
}
