import type { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  newListTemplateSchema,
  type NewListTemplate,
  type TemplateItem,
} from '@shared/schemas/list-template';
import { insertTripListSchema } from '@shared/schemas/trip-list';
import { templateItemsOf } from '@shared/sync/template-rows';
import type { AppDb } from './app-db';
import { commitMutation, InvalidChangeError, LocalNotFoundError } from './commit-mutation';
import { guardListAdd, guardListItemAdd, type ListInput } from './list-repo';

/*
 * A traveller's list templates (decision 021), written on this device through the one mutation
 * door: saved from a list, deleted, and used to start a list on any trip, all offline.
 */

/** Parses with the contract's schema; a refusal carries the schema's own words. */
function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InvalidChangeError(parsed.error.issues[0]?.message ?? 'Invalid change');
}

/** Saves a template as given (name, kind, items); answers its id. */
export async function saveTemplate(db: AppDb, input: NewListTemplate): Promise<string> {
  const parsed = parseOrRefuse(newListTemplateSchema, input);
  const id = crypto.randomUUID();
  await commitMutation(db, { name: 'saveListTemplate', args: { ...parsed, id } });
  return id;
}

/**
 * Saves a list of this device as a template under `name`: its kind and its items' text,
 * quantity and category, in their order. Ticks, assignees and due dates stay with the trip.
 */
export async function saveListAsTemplate(db: AppDb, listId: string, name: string): Promise<string> {
  const id = idSchema.parse(listId);
  const list = await db.lists.get(id);
  if (!list) throw new LocalNotFoundError('List');
  const items = await db.listItems.where('listId').equals(id).toArray();
  return saveTemplate(db, { name, kind: list.kind, items: templateItemsOf(list, items) });
}

/** Deleting a template already gone queues nothing. */
export function ifTemplateExists(db: AppDb, id: string) {
  return async () => (await db.listTemplates.get(id)) !== undefined;
}

export async function deleteTemplate(db: AppDb, id: string): Promise<void> {
  const templateId = idSchema.parse(id);
  await commitMutation(
    db,
    { name: 'deleteListTemplate', args: { id: templateId } },
    ifTemplateExists(db, templateId),
  );
}

/**
 * A new list on a trip holding a template's items (one of this user's or a built-in one), made
 * in one transaction: the list and every item are queued together or not at all. Answers the
 * list's id.
 */
export async function startListFromTemplate(
  db: AppDb,
  input: ListInput,
  items: readonly TemplateItem[],
): Promise<string> {
  const parsed = parseOrRefuse(insertTripListSchema, input);
  const listId = crypto.randomUUID();
  await db.transaction('rw', db.mutationTables, async () => {
    const positions = (await db.lists.where('tripId').equals(parsed.tripId).toArray()).map(
      (l) => l.position,
    );
    const position = parsed.position ?? (positions.length ? Math.max(...positions) + 1 : 0);
    const list = { ...parsed, position, id: listId };
    await commitMutation(db, { name: 'addList', args: list }, guardListAdd(db, list));
    for (const [index, item] of items.entries()) {
      const args = {
        id: crypto.randomUUID(),
        listId,
        text: item.text,
        quantity: item.quantity,
        // A packing template's categories fit a packing list only.
        category: parsed.kind === 'packing' ? item.category : null,
        position: index,
      };
      await commitMutation(db, { name: 'addListItem', args }, guardListItemAdd(db, args));
    }
  });
  return listId;
}
