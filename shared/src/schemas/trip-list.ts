import { z } from 'zod';
import { idSchema, isoDateSchema, isoInstantSchema } from './common';

/*
 * Lists on a trip (decision 018): packing lists, to-dos and free checklists, each shared with the
 * whole trip or personal (only its owner ever receives it). Synced rows like stops, travelling
 * only through sync push and pull (addList, updateList, deleteList, addListItem, updateListItem,
 * deleteListItem).
 */

export const LIST_KINDS = ['packing', 'todo', 'checklist'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Shared: everyone on the trip. Personal: its owner alone, on every device of theirs. */
export const LIST_VISIBILITIES = ['shared', 'personal'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

/** The fixed categories of a packing list's items, in the order a screen groups them. */
export const PACKING_CATEGORIES = [
  'clothes',
  'toiletries',
  'documents',
  'electronics',
  'health',
  'other',
] as const;
export type PackingCategory = (typeof PACKING_CATEGORIES)[number];

export const LIST_TITLE_MAX = 100;
export const LIST_ITEM_TEXT_MAX = 500;
export const LIST_ITEM_QUANTITY_MAX = 999;

const listTitleSchema = z
  .string()
  .trim()
  .min(1, 'Give the list a name')
  .max(LIST_TITLE_MAX, `A list's name can be at most ${LIST_TITLE_MAX} characters`);

const itemTextSchema = z
  .string()
  .trim()
  .min(1, 'Write what the item is')
  .max(LIST_ITEM_TEXT_MAX, `An item can be at most ${LIST_ITEM_TEXT_MAX} characters`);

const quantitySchema = z
  .number({ message: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(LIST_ITEM_QUANTITY_MAX, `Quantity can be at most ${LIST_ITEM_QUANTITY_MAX}`);

const categorySchema = z.enum(PACKING_CATEGORIES, { message: 'Unknown packing category' });

/** A calendar day that exists: 31 February is refused with these words. */
const dueDateSchema = z.iso.date({ message: 'Use a real date like 2026-05-31' });

/** The highest day a link names, as an itinerary item's (the trip's own days are a rule). */
export const LIST_ITEM_DAY_MAX = 366;

/** A 1-based day of the trip; whether the trip has that day is a rule (list-rules.ts). */
const linkDaySchema = z
  .number({ message: 'Choose a day of the trip' })
  .int('Choose a day of the trip')
  .min(1, 'Choose a day of the trip')
  .max(LIST_ITEM_DAY_MAX, 'Choose a day of the trip');

const linkedItemSchema = z.uuid({ message: 'Unknown activity' });

export const tripListSchema = z.object({
  id: idSchema,
  tripId: idSchema,
  kind: z.enum(LIST_KINDS),
  title: z.string(),
  visibility: z.enum(LIST_VISIBILITIES),
  /** Who made it (the server's session user): a personal list's only reader and writer. */
  ownerId: z.uuid(),
  /** The traveller's order among the trip's lists; fractional, like items'. */
  position: z.number(),
  createdAt: isoInstantSchema,
});
export type TripList = z.infer<typeof tripListSchema>;

/** The addList mutation's fields; the device generates the id, the server names the owner. */
export const insertTripListSchema = z.object({
  id: idSchema.optional(),
  tripId: idSchema,
  kind: z.enum(LIST_KINDS, { message: 'Choose packing, to-do or checklist' }),
  title: listTitleSchema,
  visibility: z.enum(LIST_VISIBILITIES, { message: 'Choose shared or personal' }),
  position: z.number().finite().optional(),
});
export type InsertTripList = z.infer<typeof insertTripListSchema>;

/**
 * The updateList patch. Kind and visibility are chosen once, when the list is made: a list that
 * turned personal would have to be taken back from every other member's devices (decision 018).
 */
export const updateTripListSchema = z
  .object({ title: listTitleSchema, position: z.number().finite() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateTripList = z.infer<typeof updateTripListSchema>;

export const listItemSchema = z.object({
  id: idSchema,
  listId: idSchema,
  /** Its list's trip, kept on the row so a trip's items are found without the list. */
  tripId: idSchema,
  text: z.string(),
  quantity: z.number().int().nullable(),
  category: categorySchema.nullable(),
  /** Who brings or does it: a member of the trip, or nobody. */
  assigneeId: z.uuid().nullable(),
  dueDate: isoDateSchema.nullable(),
  /**
   * Where on the plan it fits (decision 018): a day of the trip, or an itinerary item of the trip
   * (whose day it then follows), never both. Absent on rows from before the links.
   */
  day: z.number().int().nullable().optional(),
  itineraryItemId: idSchema.nullable().optional(),
  checked: z.boolean(),
  position: z.number(),
  createdAt: isoInstantSchema,
  createdBy: z.uuid().nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** The addListItem mutation's fields; the device generates the id. */
export const insertListItemSchema = z.object({
  id: idSchema.optional(),
  listId: idSchema,
  text: itemTextSchema,
  quantity: quantitySchema.nullable().optional(),
  category: categorySchema.nullable().optional(),
  assigneeId: z.uuid({ message: 'Unknown person' }).nullable().optional(),
  dueDate: dueDateSchema.nullable().optional(),
  day: linkDaySchema.nullable().optional(),
  itineraryItemId: linkedItemSchema.nullable().optional(),
  checked: z.boolean().optional(),
  position: z.number().finite().optional(),
});
export type InsertListItem = z.infer<typeof insertListItemSchema>;

/**
 * The updateListItem patch: only the fields changed travel, so a tick on one phone and a new text
 * on another both stay (the server writes each field given and keeps the others). Null clears an
 * optional field.
 */
export const updateListItemSchema = z
  .object({
    text: itemTextSchema,
    quantity: quantitySchema.nullable(),
    category: categorySchema.nullable(),
    assigneeId: z.uuid({ message: 'Unknown person' }).nullable(),
    dueDate: dueDateSchema.nullable(),
    day: linkDaySchema.nullable(),
    itineraryItemId: linkedItemSchema.nullable(),
    checked: z.boolean(),
    position: z.number().finite(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type UpdateListItem = z.infer<typeof updateListItemSchema>;
