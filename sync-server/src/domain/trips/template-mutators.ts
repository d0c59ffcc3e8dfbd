import type { ListTemplate } from '@shared/schemas/list-template';
import type { MutationArgs } from '@shared/sync/mutations';
import { buildListTemplate } from '@shared/sync/template-rows';
import { runDeleteCascade } from '../writes/delete-cascade';
import type { MutationContext, WriteTx } from '../writes/mutation-context';
import { alreadyDeleted, notFound } from '../writes/mutation-rejected';
import { toListTemplate } from './template-entities';

/*
 * A traveller's list templates (decision 021). A template is its owner's alone: another user's,
 * alive or deleted, answers exactly as an id that never was ('List template not found', 404), and
 * only the owner's devices are told to pull after a change.
 */

/** Idempotent by the device's id; the saver is the owner, whatever the device claimed. */
export async function saveListTemplate(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'saveListTemplate'>,
): Promise<{ template: ListTemplate; created: boolean }> {
  const existing = await w.sql.templateById.get(args.id);
  if (existing) {
    if (existing.ownerId !== ctx.userId) throw notFound('List template');
    return { template: toListTemplate(existing), created: false };
  }
  const gone = await w.sql.templateTombstoneOwner.get(args.id);
  if (gone)
    throw gone.ownerId === ctx.userId ? alreadyDeleted('List template') : notFound('List template');
  const template = buildListTemplate(args, { at: ctx.now, by: ctx.userId });
  await w.sql.insertTemplate.run({
    ...template,
    items: JSON.stringify(template.items),
    version: w.nextVersion(),
  });
  w.affected.users.add(ctx.userId);
  return { template, created: true };
}

/** Idempotent: deleting one's own template twice succeeds; another's is not found. */
export async function deleteListTemplate(
  w: WriteTx,
  ctx: MutationContext,
  args: MutationArgs<'deleteListTemplate'>,
): Promise<{ deleted: boolean }> {
  const found = await w.sql.templateById.get(args.id);
  if (!found || found.ownerId !== ctx.userId) {
    const gone = await w.sql.templateTombstoneOwner.get(args.id);
    if (!found && gone?.ownerId === ctx.userId) return { deleted: false };
    throw notFound('List template');
  }
  const version = w.nextVersion();
  await w.sql.writeTemplateTombstone.run({ rowId: args.id, userId: ctx.userId, version });
  await runDeleteCascade('deleteListTemplate', { w, ctx, id: args.id, version });
  await w.sql.deleteTemplate.run(args.id);
  w.affected.users.add(ctx.userId);
  return { deleted: true };
}
