import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from '../session/db-context';

/**
 * A document's bytes on this device (undefined while reading or when they are not here). Read by
 * the documents' viewer, the trip's cover (hero and trip cards) and the itinerary's thumbnails.
 */
export function useDocumentBlob(id: string | null): Blob | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (id ? (await db.documentBlobs.get(id))?.blob : undefined),
    [db, id],
  );
}
