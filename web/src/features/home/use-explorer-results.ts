import { z } from 'zod';
import { searchResponseSchema } from '@shared/api/lookups';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@shared/constants';
import { destinationSchema } from '@shared/schemas/destination';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useJson, type JsonState } from '../../lib/use-json';
import {
  filterByCategory,
  fromDestination,
  type CategoryFilter,
  type ExplorerItem,
} from './explorer-items';

const destinationListSchema = z.array(destinationSchema);

/**
 * The explorer's results: our own list, or the search answer once the text has rested for
 * 300 ms and is at least 2 characters when trimmed (SPEC 4), then the exact category filter.
 */
export function useExplorerResults(
  text: string,
  category: CategoryFilter,
): { state: JsonState<ExplorerItem[]>; searching: boolean } {
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const searching = settled.length >= SEARCH_MIN_CHARS;
  const list = useJson(searching ? null : '/api/destinations', destinationListSchema);
  const search = useJson(
    searching ? `/api/destinations/search?query=${encodeURIComponent(settled)}` : null,
    searchResponseSchema,
  );

  let items: ExplorerItem[] | null = null;
  if (!searching && list.status === 'success') items = list.data.map(fromDestination);
  if (searching && search.status === 'success') items = search.data.results;
  if (items)
    return { state: { status: 'success', data: filterByCategory(items, category) }, searching };

  const pending = searching ? search : list;
  if (pending.status === 'error') {
    return {
      state: { status: 'error', error: pending.error, offline: pending.offline },
      searching,
    };
  }
  return { state: { status: 'loading' }, searching };
}
