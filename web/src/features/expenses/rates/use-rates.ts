import { useEffect, useState } from 'react';
import type { RatesTable } from '@shared/money/rates';
import { createRatesStore, type RatesStore } from './rates-store';

function browserRatesStore(): RatesStore {
  return createRatesStore({
    fetch: (url) => fetch(url, { credentials: 'same-origin' }),
    storage: window.localStorage,
    now: () => new Date(),
  });
}

/**
 * The exchange-rate tables to quote from, freshest first (built-in table last). Answers at once
 * from what the device kept; when that is old and the browser is online, asks the server and
 * re-renders with the new tables. Mounted by the trip's Budget & Expenses section, so a trip
 * opened online has current rates before the traveller goes offline.
 */
export function useRates(): RatesTable[] {
  const [store] = useState(browserRatesStore);
  const [tables, setTables] = useState(() => store.tables());
  useEffect(() => {
    if (!store.isStale() || !navigator.onLine) return;
    let live = true;
    void store.refresh().then((fresh) => {
      if (live) setTables(fresh);
    });
    return () => {
      live = false;
    };
  }, [store]);
  return tables;
}
