import type { ListItem, ListKind, PackingCategory, TripList } from '@shared/schemas/trip-list';
import { listProgress } from '@shared/sync/list-rules';

/** How each kind of list is named in the form and on its card. */
export const LIST_KIND_LABELS: Record<ListKind, string> = {
  packing: 'Packing list',
  todo: 'To-do list',
  checklist: 'Checklist',
};

/** What a ticked item is, per kind: '3 of 12 packed'. */
const DONE_WORDS: Record<ListKind, string> = {
  packing: 'packed',
  todo: 'done',
  checklist: 'checked',
};

export const PACKING_CATEGORY_LABELS: Record<PackingCategory, string> = {
  clothes: 'Clothes',
  toiletries: 'Toiletries',
  documents: 'Documents',
  electronics: 'Electronics',
  health: 'Health',
  other: 'Other',
};

/** '3 of 12 packed'; an empty list says so. */
export function progressLabel(kind: ListKind, items: readonly Pick<ListItem, 'checked'>[]): string {
  const { done, total } = listProgress(items);
  if (total === 0) return 'No items yet';
  return `${done} of ${total} ${DONE_WORDS[kind]}`;
}

/** Lists in the traveller's order, then by id so two devices show the same order. */
export function compareLists(a: TripList, b: TripList): number {
  return a.position - b.position || a.id.localeCompare(b.id);
}

export const compareItems = (a: ListItem, b: ListItem): number =>
  a.position - b.position || a.id.localeCompare(b.id);

export interface AssigneeGroup {
  /** The member's id, or null for items nobody brings yet. */
  assigneeId: string | null;
  items: ListItem[];
}

/**
 * 'Who brings what': a shared packing list's items by who brings them, in the order the trip's
 * members are listed (`memberIds`), then anyone else the items name (a former member), then the
 * items nobody was given. Each group keeps the list's order.
 */
export function groupByAssignee(
  items: readonly ListItem[],
  memberIds: readonly string[],
): AssigneeGroup[] {
  const groups = new Map<string | null, ListItem[]>();
  for (const item of items) {
    const group = groups.get(item.assigneeId) ?? [];
    group.push(item);
    groups.set(item.assigneeId, group);
  }
  const order = [
    ...memberIds.filter((id) => groups.has(id)),
    ...[...groups.keys()].filter((id): id is string => id !== null && !memberIds.includes(id)),
  ];
  const out: AssigneeGroup[] = order.map((id) => ({ assigneeId: id, items: groups.get(id) ?? [] }));
  const unassigned = groups.get(null);
  if (unassigned) out.push({ assigneeId: null, items: unassigned });
  return out;
}
