import { describe, expect, it } from 'vitest';
import type { ListItem } from '@shared/schemas/trip-list';
import { groupByAssignee, progressLabel } from './list-words';

const ana = crypto.randomUUID();
const ben = crypto.randomUUID();
const gone = crypto.randomUUID();

function item(text: string, assigneeId: string | null, checked = false): ListItem {
  return {
    id: crypto.randomUUID(),
    listId: crypto.randomUUID(),
    tripId: crypto.randomUUID(),
    text,
    quantity: null,
    category: null,
    assigneeId,
    dueDate: null,
    checked,
    position: 0,
    createdAt: '2026-05-01T09:00:00.000Z',
    createdBy: null,
  };
}

describe('progressLabel', () => {
  it('counts ticked items in the words of the list', () => {
    const items = [item('Passport', null, true), item('Socks', null), item('Hat', null, true)];
    expect(progressLabel('packing', items)).toBe('2 of 3 packed');
    expect(progressLabel('todo', items)).toBe('2 of 3 done');
    expect(progressLabel('checklist', [])).toBe('No items yet');
  });
});

describe('groupByAssignee', () => {
  it('groups by member in the trip’s order, then former members, then nobody', () => {
    const items = [
      item('Tent', ben),
      item('Stove', null),
      item('Map', gone),
      item('Torch', ana),
      item('Pegs', ben),
    ];
    const groups = groupByAssignee(items, [ana, ben]);
    expect(groups.map((g) => [g.assigneeId, g.items.map((i) => i.text)])).toEqual([
      [ana, ['Torch']],
      [ben, ['Tent', 'Pegs']],
      [gone, ['Map']],
      [null, ['Stove']],
    ]);
  });
});
