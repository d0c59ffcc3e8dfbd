import type { SearchResult } from '@shared/api/lookups';
import type { Db } from '../../db/connection';
import type { DestinationSearchProvider } from '../providers/destination-search-provider';
import { foldText, foldedWords } from '../providers/fold-text';
import { toDestination } from './to-destination';

export const SEARCH_LIMIT = 20;

/** 'new y' finds 'New York City' and 'york' does too; 'ork' does not. */
function matches(folded: string, text: string): boolean {
  return foldText(text).startsWith(folded) || foldedWords(text).some((w) => w.startsWith(folded));
}

/** Our own destinations whose name or country starts a word with the query, ignoring case and accents. */
export async function searchDatabase(db: Db, query: string): Promise<SearchResult[]> {
  const folded = foldText(query);
  const rows = await db.$statements.allDestinations.all();
  return rows
    .map(toDestination)
    .filter((d) => matches(folded, d.name) || matches(folded, d.country))
    .map((d) => ({
      source: 'database' as const,
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
    }));
}

/**
 * Database matches first, then the provider's places, without repeating a place we already
 * describe ourselves, up to `limit` results.
 */
export async function searchDestinations(
  db: Db,
  places: DestinationSearchProvider,
  query: string,
  limit = SEARCH_LIMIT,
): Promise<SearchResult[]> {
  const own = (await searchDatabase(db, query)).slice(0, limit);
  const ownKeys = new Set(own.map((d) => `${foldText(d.name)}|${foldText(d.country)}`));
  const room = limit - own.length;
  if (room <= 0) return own;
  const external = await places.searchPlaces(query, room + own.length);
  const fresh = external.filter((p) => !ownKeys.has(`${foldText(p.name)}|${foldText(p.country)}`));
  return [...own, ...fresh.slice(0, room)];
}
