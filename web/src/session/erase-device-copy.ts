import type { UserStore } from './user-store';

/**
 * Erases this traveller's database on this device (trips, expenses, members, documents and their
 * bytes, queued and refused changes) when they sign out and ask for it. The sync engine and the
 * transfers and street-pack downloads stop first, and Dexie's delete() closes the database for good before deleting it, so
 * a late query fails instead of recreating it empty. Other tabs holding it close on the request.
 */
export async function eraseDeviceCopy(store: UserStore): Promise<void> {
  store.engine.stop();
  store.transfers.stop();
  store.streetPacks.stop();
  await store.db.delete();
}
