import { foldForSearch } from '@shared/domain/fold-search-text';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import type { Destination } from '@shared/schemas/destination';

const words = (text: string) => foldForSearch(text).split(/[\s,'-]+/);

/**
 * Our destinations for what is typed, ignoring case and accents: `byName` those whose name (or
 * 'name, country') starts a word with it ('lis' finds Lisbon), `byCountry` those found only by
 * their country ('por' finds Lisbon, Portugal). A traveller typing 'Por' most likely means a
 * place called so (Porto), so the form lists the world's cities between the two.
 */
export function matchingCurated(
  destinations: readonly Destination[],
  text: string,
): { byName: Destination[]; byCountry: Destination[] } {
  const wanted = foldForSearch(text);
  const byName: Destination[] = [];
  const byCountry: Destination[] = [];
  if (!wanted) return { byName, byCountry };
  for (const d of destinations) {
    if (isGazetteerId(d.id)) continue;
    const whole = foldForSearch(`${d.name}, ${d.country}`);
    if (whole.startsWith(wanted) || words(d.name).some((w) => w.startsWith(wanted))) {
      byName.push(d);
    } else if (words(d.country).some((w) => w.startsWith(wanted))) {
      byCountry.push(d);
    }
  }
  return { byName, byCountry };
}
