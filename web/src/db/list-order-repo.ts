import { idSchema } from '@shared/schemas/common';
import type { AppDb } from './app-db';
import { commitMutation, LocalNotFoundError } from './commit-mutation';
import { guardListItemEdit } from './list-repo';
import { planListMove, planListPlace, type ListPlace } from './list-order';

/*
 * Reordering a list's items (a drag, the keyboard, or the move buttons): each write is the one
 * `updateListItem` mutation with a new position, merged by field like a tick, so a move on one
 * phone and a tick on another both stay.
 */

async function commitPlaces(db: AppDb, places: ListPlace[]) {
  for (const { id, position } of places) {
    const item = await db.listItems.get(id);
    const label = item?.text.slice(0, 200);
    const patch = { position };
    await commitMutation(
      db,
      { name: 'updateListItem', args: { id, patch, ...(label ? { label } : {}) } },
      guardListItemEdit(db, id, patch),
    );
  }
}

async function listOf(db: AppDb, itemId: string) {
  const item = await db.listItems.get(itemId);
  if (!item) throw new LocalNotFoundError('List item');
  return db.listItems.where('listId').equals(item.listId).toArray();
}

/** Puts an item at `index` (0-based) of its list; answers whether it moved. */
export async function placeListItem(db: AppDb, id: string, index: number): Promise<boolean> {
  const itemId = idSchema.parse(id);
  return db.transaction('rw', db.mutationTables, async () => {
    const places = planListPlace(await listOf(db, itemId), itemId, index);
    await commitPlaces(db, places);
    return places.length > 0;
  });
}

/** Moves an item one place up or down its list; answers whether it moved. */
export async function moveListItem(
  db: AppDb,
  id: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  const itemId = idSchema.parse(id);
  return db.transaction('rw', db.mutationTables, async () => {
    const places = planListMove(await listOf(db, itemId), itemId, direction);
    await commitPlaces(db, places);
    return places.length > 0;
  });
}
