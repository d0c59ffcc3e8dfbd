import type { RatesTable } from '@shared/money/rates';
import { isCurrencyCode } from '@shared/money/currencies';

/**
 * Reads the European Central Bank's euro foreign exchange reference rates
 * (eurofxref-daily.xml): one `<Cube time='yyyy-MM-dd'>` holding a `<Cube currency='USD'
 * rate='1.0823'/>` per currency. The format has been stable since 1999 and is flat, so a
 * pattern over its elements is enough; anything unexpected answers null rather than a guess.
 */
export function parseEcbDaily(xml: string): RatesTable | null {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) return null;
  const rates: Record<string, number> = {};
  for (const m of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g)) {
    const [, code, text] = m;
    const rate = Number(text);
    if (code && isCurrencyCode(code) && Number.isFinite(rate) && rate > 0) rates[code] = rate;
  }
  if (Object.keys(rates).length === 0) return null;
  return { base: 'EUR', date, source: 'daily', provider: 'European Central Bank', rates };
}
