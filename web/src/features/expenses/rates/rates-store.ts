import { z } from 'zod';
import { ratesResponseSchema, ratesTableSchema, type RatesTable } from '@shared/money/rates';
import { REFERENCE_RATES } from '@shared/money/reference-rates';

/** Where the last good answer of GET /api/rates is kept; not per user, rates are public. */
export const RATES_STORAGE_KEY = 'wayfarer-rates';

/** Asking again sooner is pointless: the server keeps its daily table three hours. */
export const RATES_MAX_AGE_MS = 3 * 60 * 60 * 1000;

const storedRatesSchema = z.object({
  /** When this device got the answer (ISO instant). */
  fetchedAt: z.string(),
  tables: z.array(ratesTableSchema).min(1),
});
export type StoredRates = z.infer<typeof storedRatesSchema>;

export interface RatesStoreDeps {
  fetch: (url: string) => Promise<Response>;
  /** localStorage in the app: it survives an offline reload and needs no open database. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => Date;
}

export interface RatesStore {
  /** The tables to quote from, freshest first, the built-in reference table always last. */
  tables(): RatesTable[];
  /** The last good answer this device kept, or null when it has none. */
  stored(): StoredRates | null;
  /** Whether the kept answer is missing or older than `RATES_MAX_AGE_MS`. */
  isStale(): boolean;
  /**
   * Asks the server; a good answer is kept and its tables returned. Offline, an error or an
   * answer that does not parse keeps what the device had: quotes never fail for want of a network.
   */
  refresh(): Promise<RatesTable[]>;
}

const sameTable = (a: RatesTable, b: RatesTable) =>
  a.source === b.source && a.date === b.date && a.base === b.base;

/** The stored tables in the server's order, then the built-in table unless it is already there. */
function withReference(tables: readonly RatesTable[]): RatesTable[] {
  const others = tables.filter((t) => !sameTable(t, REFERENCE_RATES));
  return [...others, REFERENCE_RATES];
}

export function createRatesStore(deps: RatesStoreDeps): RatesStore {
  const stored = (): StoredRates | null => {
    let text: string | null;
    try {
      text = deps.storage.getItem(RATES_STORAGE_KEY);
    } catch (error) {
      // Storage can be blocked (private mode, policies): the built-in table still answers.
      console.warn('Reading the stored exchange rates failed', error);
      return null;
    }
    if (text === null) return null;
    try {
      const parsed = storedRatesSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      console.warn('The stored exchange rates are not readable; ignored', parsed.error.message);
    } catch (error) {
      console.warn('The stored exchange rates are not JSON; ignored', error);
    }
    return null;
  };

  const tables = () => withReference(stored()?.tables ?? []);

  return {
    stored,
    tables,
    isStale() {
      const kept = stored();
      if (!kept) return true;
      const age = deps.now().getTime() - Date.parse(kept.fetchedAt);
      return !(age >= 0 && age < RATES_MAX_AGE_MS);
    },
    async refresh() {
      try {
        const response = await deps.fetch('/api/rates');
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const answer = ratesResponseSchema.parse(await response.json());
        const kept: StoredRates = { fetchedAt: deps.now().toISOString(), tables: answer.tables };
        try {
          deps.storage.setItem(RATES_STORAGE_KEY, JSON.stringify(kept));
        } catch (error) {
          console.warn('Keeping the exchange rates on the device failed', error);
        }
        return withReference(answer.tables);
      } catch (error) {
        // Offline is the normal case on a trip: the kept (or built-in) rates answer instead.
        console.warn('Fetching exchange rates failed; using the rates kept on the device', error);
        return tables();
      }
    },
  };
}
