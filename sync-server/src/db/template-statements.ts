import { stmt } from './sql-statement';
import type { listTemplates } from './schema';

export type ListTemplateRow = typeof listTemplates.$inferSelect;

export const TEMPLATE_COLUMNS = `id, owner_id as ownerId, name, kind, items, created_at as createdAt,
  version`;

/**
 * The compiled statements of travellers' list templates (decision 021), merged into the
 * database's `Statements`. A template belongs to a user, not a trip: every read is by its owner,
 * and its tombstone has no trip and names its owner in `only_for`.
 */
export const TEMPLATE_STATEMENTS = {
  // Any user's: the mutators answer another's exactly as a missing one.
  templateById: stmt<[id: string], ListTemplateRow>(
    `select ${TEMPLATE_COLUMNS} from list_templates where id = ?`,
  ),
  insertTemplate: stmt<[ListTemplateRow]>(
    `insert into list_templates (id, owner_id, name, kind, items, created_at, version)
       values (@id, @ownerId, @name, @kind, @items, @createdAt, @version)`,
  ),
  deleteTemplate: stmt<[id: string]>('delete from list_templates where id = ?'),
  // Who a deleted template was: its owner alone may hear it was.
  templateTombstoneOwner: stmt<[rowId: string], { ownerId: string | null }>(
    `select only_for as ownerId from tombstones
       where table_name = 'listTemplates' and row_id = ?`,
  ),
  writeTemplateTombstone: stmt<[{ rowId: string; userId: string; version: number }]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version, only_for)
       values ('listTemplates', @rowId, @userId, null, @version, @userId)
       on conflict (table_name, row_id) do update set user_id = excluded.user_id,
         trip_id = excluded.trip_id, version = excluded.version, only_for = excluded.only_for`,
  ),
  // Pull: the user's own templates and the tombstones of the ones they deleted, on any device.
  templatesSince: stmt<[{ userId: string; since: number }], ListTemplateRow>(
    `select ${TEMPLATE_COLUMNS} from list_templates
       where owner_id = @userId and version > @since order by version`,
  ),
  templateTombstonesSince: stmt<[{ userId: string; since: number }], { id: string }>(
    `select row_id as id from tombstones
       where table_name = 'listTemplates' and only_for = @userId and version > @since
       order by version`,
  ),
};
