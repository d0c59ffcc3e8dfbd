import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '../domain/built-in-templates';
import { newListTemplateSchema, saveListTemplateArgsSchema } from '../schemas/list-template';
import { insertListItemSchema, LIST_ITEM_TEXT_MAX } from '../schemas/trip-list';
import { MAX_LIST_ITEMS } from './list-rules';
import { buildListTemplate, templateItemsOf } from './template-rows';

const ana = crypto.randomUUID();
const at = '2026-05-01T10:00:00.000Z';

describe('templateItemsOf', () => {
  it('keeps text, quantity and category in the list order, and nothing of the trip', () => {
    const items = [
      { text: 'Socks', quantity: 3, category: 'clothes' as const, position: 2, checked: true },
      { text: 'Passport', quantity: null, category: 'documents' as const, position: 1 },
    ];
    expect(templateItemsOf({ kind: 'packing' }, items)).toEqual([
      { text: 'Passport', quantity: null, category: 'documents' },
      { text: 'Socks', quantity: 3, category: 'clothes' },
    ]);
  });

  it('drops categories off a list that is not for packing', () => {
    const items = [{ text: 'Book tram', quantity: null, category: 'other' as const, position: 0 }];
    expect(templateItemsOf({ kind: 'todo' }, items)[0]?.category).toBeNull();
  });
});

describe('buildListTemplate', () => {
  it('owns the template by its maker and makes absent fields null', () => {
    const id = crypto.randomUUID();
    const args = saveListTemplateArgsSchema.parse({
      id,
      name: ' Ski week ',
      kind: 'packing',
      items: [{ text: 'Goggles' }],
    });
    expect(buildListTemplate(args, { at, by: ana })).toEqual({
      id,
      ownerId: ana,
      name: 'Ski week',
      kind: 'packing',
      items: [{ text: 'Goggles', quantity: null, category: null }],
      createdAt: at,
    });
  });
});

describe('the template schema', () => {
  it('refuses a blank name, a category off packing and too many items, with words', () => {
    const message = (value: unknown) =>
      newListTemplateSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ name: ' ', kind: 'todo', items: [] })).toBe('Give the template a name');
    expect(message({ name: 'Jobs', kind: 'todo', items: [{ text: 'a', category: 'other' }] })).toBe(
      'Only items of a packing list have a category',
    );
    const many = Array.from({ length: MAX_LIST_ITEMS + 1 }, () => ({ text: 'x' }));
    expect(message({ name: 'Big', kind: 'checklist', items: many })).toBe(
      'A template can hold at most 1,000 items',
    );
    const long = { text: 'x'.repeat(LIST_ITEM_TEXT_MAX + 1) };
    expect(message({ name: 'Long', kind: 'checklist', items: [long] })).toBe(
      `An item can be at most ${LIST_ITEM_TEXT_MAX} characters`,
    );
  });
});

describe('the built-in templates', () => {
  it('are the five the team writes, each a valid template of valid items', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.key)).toEqual([
      'carry-on',
      'beach',
      'city-weekend',
      'winter',
      'business',
    ]);
    for (const template of BUILT_IN_TEMPLATES) {
      expect(newListTemplateSchema.safeParse(template).success).toBe(true);
      expect(template.items.length).toBeGreaterThanOrEqual(10);
      for (const item of template.items) {
        expect(insertListItemSchema.safeParse({ listId: ana, ...item }).success).toBe(true);
      }
      expect(new Set(template.items.map((i) => i.text)).size).toBe(template.items.length);
    }
  });
});
