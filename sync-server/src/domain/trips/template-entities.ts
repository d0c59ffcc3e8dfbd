import type { ListTemplate } from '@shared/schemas/list-template';
import type { ListTemplateRow } from '../../db/template-statements';

/** A template row becomes the shared shape; its items were parsed with the shared schema on their way in. */
export function toListTemplate(row: ListTemplateRow): ListTemplate {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    kind: row.kind as ListTemplate['kind'],
    // Written by insertTemplate from parsed items, read back as they were written.
    items: JSON.parse(row.items) as ListTemplate['items'],
    createdAt: row.createdAt,
  };
}
