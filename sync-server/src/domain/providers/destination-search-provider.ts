import type { Activity, SearchResult } from '@shared/api/lookups';

export type ExternalSearchResult = Exclude<SearchResult, { source: 'database' }>;

/** Global places beyond our own destinations, and the tours a provider knows near a point. */
export interface DestinationSearchProvider {
  /** Lowercase, also the `source` of every result and the `{provider}` of the activities path. */
  readonly name: string;
  /** Places whose name starts with the query (case- and accent-insensitive), best first. */
  searchPlaces(query: string, limit: number): Promise<ExternalSearchResult[]>;
  /** Tours and activities near a point; an empty list when the provider has none. */
  activities(latitude: number, longitude: number): Promise<Activity[]>;
}
