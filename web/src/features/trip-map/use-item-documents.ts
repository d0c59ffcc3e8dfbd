import { useLiveQuery } from 'dexie-react-hooks';
import type { TripDocument } from '@shared/schemas/document';
import { useDb } from '../../session/db-context';

/** The documents attached to one plan item, oldest first; undefined while loading. */
export function useItemDocuments(
  tripId: string,
  itemId: string | null,
): TripDocument[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!itemId) return [];
    const documents = await db.documents.where('tripId').equals(tripId).toArray();
    return documents
      .filter((document) => document.itemId === itemId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [db, tripId, itemId]);
}
