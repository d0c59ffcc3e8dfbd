import type { CATEGORY_FILTERS } from '@shared/constants';
import type { SearchResult } from '@shared/api/lookups';
import type { Destination } from '@shared/schemas/destination';

export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export type ExplorerItem = SearchResult;
export type DatabaseItem = Extract<SearchResult, { source: 'database' }>;

export function isDatabaseItem(item: ExplorerItem): item is DatabaseItem {
  return item.source === 'database';
}

/** A destination of our own list, in the shape the search answers, so cards handle one shape. */
export function fromDestination(d: Destination): DatabaseItem {
  return {
    source: 'database',
    id: d.id,
    name: d.name,
    country: d.country,
    imageUrl: d.imageUrl,
    description: d.description,
    category: d.category,
    climate: d.climate,
    bestMonths: d.bestMonths,
    visaRequirements: d.visaRequirements,
    travelDocuments: d.travelDocuments,
  };
}

/**
 * SPEC 5: the category filter is an exact match. Global results carry no category, so any
 * category other than 'all' leaves them out.
 */
export function filterByCategory(items: readonly ExplorerItem[], category: CategoryFilter) {
  if (category === 'all') return [...items];
  return items.filter((item) => isDatabaseItem(item) && item.category === category);
}

/** A stable key: ids of different sources may collide. */
export function itemKey(item: ExplorerItem): string {
  return `${item.source}:${item.id}`;
}

/** The new-trip form with a destination chosen, where 'Plan a Trip to' leads (SPEC 2). */
export function newTripPath(destinationId: string): string {
  return `/trips/new?destination=${encodeURIComponent(destinationId)}`;
}
