import { foldForSearch } from '@shared/domain/fold-search-text';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';
import type { Destination } from '@shared/schemas/destination';

/**
 * Our destinations whose name or country starts a word with what is typed ('lis' finds Lisbon,
 * 'port' finds Lisbon, Portugal too), ignoring case and accents.
 */
export function matchingCurated(destinations: readonly Destination[], text: string): Destination[] {
  const wanted = foldForSearch(text);
  if (!wanted) return [];
  return destinations.filter((d) => {
    if (isGazetteerId(d.id)) return false;
    const words = foldForSearch(`${d.name} ${d.country}`).split(/[\s,'-]+/);
    const whole = foldForSearch(`${d.name}, ${d.country}`);
    return whole.startsWith(wanted) || words.some((w) => w.startsWith(wanted));
  });
}
