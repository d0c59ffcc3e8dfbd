import type { AppDb, MetaRow } from './app-db';

type MetaValue<K extends MetaRow['key']> = Extract<MetaRow, { key: K }>['value'];

export async function readMeta<K extends MetaRow['key']>(
  db: AppDb,
  key: K,
): Promise<MetaValue<K> | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValue<K> | undefined;
}

/**
 * The database's client id, created on first use. It lives inside the database so that it goes
 * away only with the data it numbers: a new database always starts a new mutation sequence.
 */
export async function getClientId(db: AppDb, newId: () => string = () => crypto.randomUUID()) {
  return db.transaction('rw', db.meta, async () => {
    const existing = await readMeta(db, 'clientId');
    if (existing) return existing;
    const id = newId();
    await db.meta.put({ key: 'clientId', value: id });
    return id;
  });
}
