import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from 'zustand';
import type { StreetPackRow } from '../../db/app-db';
import { useDb, useStreetPacks } from '../../session/db-context';

export interface StreetPackStatus {
  /** The trip's street pack row on this device (undefined: nothing asked yet). */
  row: StreetPackRow | undefined;
  /** The bytes of the download under way now, finer than the row's written parts. */
  active: { received: number; size: number } | null;
  blocked: 'offline' | 'error' | null;
  /** Bytes of the street map on this device: the kept pack and any part of a new one. */
  bytesOnDevice: number;
}

/** The street map of a trip kept 'Available offline' (sync/street-pack/); undefined while loading. */
export function useStreetPackStatus(tripId: string): StreetPackStatus | undefined {
  const db = useDb();
  const engine = useStreetPacks();
  const row = useLiveQuery(async () => ({ row: await db.streetPacks.get(tripId) }), [db, tripId]);
  const active = useStore(engine.state, (s) => (s.active?.tripId === tripId ? s.active : null));
  const blocked = useStore(engine.state, (s) => s.blocked);
  if (!row) return undefined;
  const kept = row.row?.kept?.size ?? 0;
  // Written parts only: the bytes still in memory are not on the device yet.
  const partial = row.row?.download?.received ?? 0;
  return {
    row: row.row,
    active: active && { received: active.received, size: active.size },
    blocked,
    bytesOnDevice: kept + partial,
  };
}
