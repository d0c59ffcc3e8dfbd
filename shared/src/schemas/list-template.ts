import { z } from 'zod';
import { MAX_LIST_ITEMS, MAX_LIST_ITEMS_TEXT } from '../sync/list-rules';
import { idSchema, isoInstantSchema } from './common';
import { insertListItemSchema, LIST_KINDS, LIST_TITLE_MAX, PACKING_CATEGORIES } from './trip-list';

/*
 * A list template (decision 021): a list saved in the traveller's own account to start lists on
 * other trips. It belongs to a person, not a trip: synced to its owner's devices only, and
 * saved whole (name, kind, items' text, quantity and category), so it has no items of its own
 * to merge. It is made and deleted, never edited: saving a list again makes another template.
 */

/** What a template keeps of an item: no tick, assignee, due date or link belong to another trip. */
export const templateItemSchema = z.object({
  text: z.string(),
  quantity: z.number().int().nullable(),
  category: z.enum(PACKING_CATEGORIES).nullable(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const listTemplateSchema = z.object({
  id: idSchema,
  /** Whose it is: the only user who ever receives it. */
  ownerId: z.uuid(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  items: z.array(templateItemSchema),
  createdAt: isoInstantSchema,
});
export type ListTemplate = z.infer<typeof listTemplateSchema>;

const newTemplateItemSchema = insertListItemSchema.pick({
  text: true,
  quantity: true,
  category: true,
});

const templateFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the template a name')
    .max(LIST_TITLE_MAX, `A template's name can be at most ${LIST_TITLE_MAX} characters`),
  kind: z.enum(LIST_KINDS, { message: 'Choose packing, to-do or checklist' }),
  items: z
    .array(newTemplateItemSchema)
    .max(MAX_LIST_ITEMS, `A template can hold at most ${MAX_LIST_ITEMS_TEXT} items`),
});

const CATEGORY_OFF_PACKING = 'Only items of a packing list have a category';
const categoriesFitKind = (t: z.infer<typeof templateFieldsSchema>) =>
  t.kind === 'packing' || t.items.every((item) => item.category == null);

/** A new template as a screen gives it. */
export const newListTemplateSchema = templateFieldsSchema.refine(categoriesFitKind, {
  message: CATEGORY_OFF_PACKING,
});
export type NewListTemplate = z.input<typeof newListTemplateSchema>;

/** The saveListTemplate mutation's fields: the device generates the id, the server the owner. */
export const saveListTemplateArgsSchema = templateFieldsSchema
  .extend({ id: idSchema })
  .refine(categoriesFitKind, { message: CATEGORY_OFF_PACKING });
