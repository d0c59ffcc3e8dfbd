import type { ListTemplate, TemplateItem } from '../schemas/list-template';
import type { ListItem, TripList } from '../schemas/trip-list';
import type { Made } from './mutation-rows';
import type { MutationArgs } from './mutations';

/*
 * How a template is made from what a traveller saves, and what a list started from one holds,
 * written once for the device, the server and the integration models (decision 011).
 */

/** A template: its maker owns it (the server's session user; the device's own user until then). */
export function buildListTemplate(
  args: MutationArgs<'saveListTemplate'>,
  made: Made & { by: string },
): ListTemplate {
  return {
    id: args.id,
    ownerId: made.by,
    name: args.name,
    kind: args.kind,
    items: args.items.map((item) => ({
      text: item.text,
      quantity: item.quantity ?? null,
      category: args.kind === 'packing' ? (item.category ?? null) : null,
    })),
    createdAt: made.at,
  };
}

/**
 * What a template keeps of a list's items, in their order: text, quantity and (on a packing
 * list) category. Ticks, assignees, due dates and links belong to the trip the list was on.
 */
export function templateItemsOf(
  list: Pick<TripList, 'kind'>,
  items: readonly Pick<ListItem, 'text' | 'quantity' | 'category' | 'position'>[],
): TemplateItem[] {
  return [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      text: item.text,
      quantity: item.quantity,
      category: list.kind === 'packing' ? item.category : null,
    }));
}
