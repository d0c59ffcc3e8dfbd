import { useLiveQuery } from 'dexie-react-hooks';
import type { ListTemplate } from '@shared/schemas/list-template';
import { useDb } from '../../session/db-context';

/** This traveller's list templates, by name, read from this device (so offline too). */
export function useListTemplates(): ListTemplate[] | undefined {
  const db = useDb();
  return useLiveQuery(
    async () =>
      (await db.listTemplates.toArray()).sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
      ),
    [db],
  );
}
