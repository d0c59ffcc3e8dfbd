import { CURRENCY_CODES, isoCurrencyName } from '@shared/money/currencies';

/**
 * The currency's everyday English name ('Japanese Yen') from the browser's CLDR data, else the
 * ISO list's own ('Yen'): a browser without Intl.DisplayNames, or one that does not know a code,
 * still gets a name.
 */
export function currencyName(code: string, names: Pick<Intl.DisplayNames, 'of'> | null): string {
  let name: string | undefined;
  try {
    name = names?.of(code);
  } catch {
    name = undefined;
  }
  // DisplayNames answers the code itself when it has no name for it.
  return name && name !== code ? name : isoCurrencyName(code);
}

function displayNames(): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    return null;
  }
}

export interface CurrencyOption {
  code: string;
  /** 'JPY — Japanese Yen' */
  label: string;
}

/** Every currency a traveller can choose, in code order, labelled with its name. */
export function currencyOptions(): CurrencyOption[] {
  const names = displayNames();
  return CURRENCY_CODES.map((code) => ({ code, label: `${code} — ${currencyName(code, names)}` }));
}
