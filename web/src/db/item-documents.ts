import { useLiveQuery } from 'dexie-react-hooks';
import type { TripDocument } from '@shared/schemas/document';
import { useDb } from '../session/db-context';

const oldestFirst = (a: TripDocument, b: TripDocument) => a.createdAt.localeCompare(b.createdAt);

/** The documents attached to one plan item, oldest first; undefined while loading. */
export function useItemDocuments(
  tripId: string,
  itemId: string | null,
): TripDocument[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!itemId) return [];
    const documents = await db.documents.where('tripId').equals(tripId).toArray();
    return documents.filter((document) => document.itemId === itemId).sort(oldestFirst);
  }, [db, tripId, itemId]);
}

/** A trip's documents by the plan item they are attached to, oldest first: one read per trip. */
export function useDocumentsByItem(tripId: string): ReadonlyMap<string, TripDocument[]> {
  const db = useDb();
  return (
    useLiveQuery(async () => {
      const byItem = new Map<string, TripDocument[]>();
      const documents = await db.documents.where('tripId').equals(tripId).toArray();
      for (const document of documents.sort(oldestFirst)) {
        if (!document.itemId) continue;
        byItem.set(document.itemId, [...(byItem.get(document.itemId) ?? []), document]);
      }
      return byItem;
    }, [db, tripId]) ?? new Map()
  );
}
