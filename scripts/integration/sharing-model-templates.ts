import type { MutationArgs } from '@shared/sync/mutations';
import { buildListTemplate } from '@shared/sync/template-rows';
import type { Tx } from '../../sync-server/src/db/connection';
import {
  TEMPLATE_COLUMNS,
  type ListTemplateRow,
} from '../../sync-server/src/db/template-statements';
import { toListTemplate } from '../../sync-server/src/domain/trips/template-entities';
import type { SyncedState } from './harness';
import { Refused } from './sharing-model-access';

/*
 * Every user's list templates in the sharing model (decision 021): a person's rows, not a
 * trip's, so no trip role decides; another's template, alive or deleted, is simply not there.
 */

export type ModelTemplate = Omit<SyncedState['listTemplates'][number], 'createdAt'>;

export class TemplatesModel {
  private readonly templates = new Map<string, ModelTemplate>();
  /** Whose each deleted template was. */
  private readonly deletedTemplates = new Map<string, string>();

  save(userId: string, args: MutationArgs<'saveListTemplate'>): void {
    const existing = this.templates.get(args.id);
    if (existing?.ownerId === userId) return;
    if (existing) throw new Refused(404, 'List template not found');
    const deletedBy = this.deletedTemplates.get(args.id);
    if (deletedBy === userId) throw new Refused(409, 'List template was deleted');
    if (deletedBy !== undefined) throw new Refused(404, 'List template not found');
    const { createdAt: _c, ...template } = buildListTemplate(args, { at: '', by: userId });
    this.templates.set(args.id, template);
  }

  delete(userId: string, id: string): void {
    // Another's template, alive or deleted, is not found; one's own deleted twice is fine.
    const found = this.templates.get(id);
    if (found?.ownerId === userId) {
      this.templates.delete(found.id);
      this.deletedTemplates.set(found.id, userId);
      return;
    }
    if (!found && this.deletedTemplates.get(id) === userId) return;
    throw new Refused(404, 'List template not found');
  }

  rows(): ModelTemplate[] {
    return [...this.templates.values()].map((t) => ({ ...t }));
  }
}

/** Every template the server's database holds, without timestamps, to compare with the model. */
export async function serverTemplateRows(tx: Tx): Promise<ModelTemplate[]> {
  return (await tx.query<ListTemplateRow>(`select ${TEMPLATE_COLUMNS} from list_templates`))
    .map(toListTemplate)
    .map(({ createdAt: _c, ...row }) => row)
    .sort((a, b) => a.id.localeCompare(b.id));
}
