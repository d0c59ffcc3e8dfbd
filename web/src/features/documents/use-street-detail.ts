import { useLiveQuery } from 'dexie-react-hooks';
import type { StreetDetail } from '../../db/app-db';
import { readMeta } from '../../db/meta';
import { useDb } from '../../session/db-context';

/**
 * The server's last word on keeping street maps offline (sync/street-pack/street-detail.ts),
 * as kept on this device: null before it was ever asked, undefined while reading.
 */
export function useStreetDetail(): StreetDetail | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await readMeta(db, 'streetDetail')) ?? null, [db]);
}
