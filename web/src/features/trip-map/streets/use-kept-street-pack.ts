import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useDb } from '../../../session/db-context';

export interface KeptStreetPack {
  blob: Blob;
  /** Names this pack to the map's reader: its trip and ETag, in URL-safe letters. */
  key: string;
}

/**
 * The trip's street pack kept on this device ('Available offline', sync/street-pack/), or null.
 * The same pack while its ETag stays the same: the row changes as a new pack comes down beside
 * it, and the map must not read the kept one again for that.
 */
export function useKeptStreetPack(tripId: string): KeptStreetPack | null {
  const db = useDb();
  const kept = useLiveQuery(
    async () => (await db.streetPacks.get(tripId))?.kept ?? null,
    [db, tripId],
  );
  const key = kept ? `street-pack-${tripId}-${kept.etag.replace(/[^A-Za-z0-9_-]/g, '')}` : null;
  const [pack, setPack] = useState<KeptStreetPack | null>(null);
  if ((pack?.key ?? null) !== key && kept !== undefined) {
    setPack(kept && key ? { blob: kept.blob, key } : null);
  }
  return pack;
}
