import { z } from 'zod';
import { idSchema } from '../schemas/common';
import { addDocumentArgsSchema, updateDocumentSchema } from '../schemas/document';
import { addExpenseArgsSchema, updateExpenseSchema } from '../schemas/expense';
import { insertItineraryItemSchema, updateItineraryItemSchema } from '../schemas/itinerary-item';
import { setDayNoteArgsSchema } from '../schemas/day-note';
import { insertTripSchema, updateTripSchema } from '../schemas/trip';
import {
  insertListItemSchema,
  insertTripListSchema,
  updateListItemSchema,
  updateTripListSchema,
} from '../schemas/trip-list';
import { insertTripStopSchema, updateTripStopSchema } from '../schemas/trip-stop';
import { templateMutationSchemas } from './template-mutations';

/**
 * Every change a user can make to synced data, defined once. The client applies a mutation to
 * IndexedDB optimistically and queues it in the outbox; the server applies the same named
 * mutation authoritatively (adding what only it may decide: owner, timestamps, versions).
 *
 * Creates carry the id generated on the device, so a replayed create is recognised.
 */
/**
 * What the edited row was called when the edit was made ('Ramen', 'Fushimi Inari'), so a refused
 * edit can be named on the Sync screen after the row is gone. Only words: the server ignores it.
 */
const rowLabelSchema = z.string().max(200).optional();

export const mutationSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('createTrip'), args: insertTripSchema.required({ id: true }) }),
  /** A field-level patch: only the fields the user changed, so edits to other fields survive. */
  z.object({
    name: z.literal('updateTrip'),
    args: z.object({ id: idSchema, patch: updateTripSchema }),
  }),
  /** One day's note, whole; notes of other days are kept (merged by day, decision 018). */
  z.object({ name: z.literal('setDayNote'), args: setDayNoteArgsSchema }),
  z.object({ name: z.literal('deleteTrip'), args: z.object({ id: idSchema }) }),
  z.object({ name: z.literal('addExpense'), args: addExpenseArgsSchema }),
  /** Field-level, like updateTrip; the server checks the merged row (an exact split adds up). */
  z.object({
    name: z.literal('updateExpense'),
    args: z.object({ id: idSchema, patch: updateExpenseSchema, label: rowLabelSchema }),
  }),
  z.object({ name: z.literal('deleteExpense'), args: z.object({ id: idSchema }) }),
  z.object({
    name: z.literal('addItineraryItem'),
    args: insertItineraryItemSchema.required({ id: true }),
  }),
  /** Field-level, like updateTrip; also how an item moves (`day`, `position`). */
  z.object({
    name: z.literal('updateItineraryItem'),
    args: z.object({ id: idSchema, patch: updateItineraryItemSchema, label: rowLabelSchema }),
  }),
  z.object({ name: z.literal('deleteItineraryItem'), args: z.object({ id: idSchema }) }),
  /** A document's metadata; its bytes follow by the upload route once this is applied. */
  z.object({ name: z.literal('addDocument'), args: addDocumentArgsSchema }),
  z.object({
    name: z.literal('updateDocument'),
    args: z.object({ id: idSchema, patch: updateDocumentSchema, label: rowLabelSchema }),
  }),
  z.object({ name: z.literal('deleteDocument'), args: z.object({ id: idSchema }) }),
  /**
   * A further stop of the trip (its destination stays the first). Its dates must be in order and
   * within the trip's, checked against the stored trip (stop-rules.ts).
   */
  z.object({ name: z.literal('addStop'), args: insertTripStopSchema.required({ id: true }) }),
  /** Field-level, like updateItineraryItem; the stored stop with the patch is checked again. */
  z.object({
    name: z.literal('updateStop'),
    args: z.object({ id: idSchema, patch: updateTripStopSchema, label: rowLabelSchema }),
  }),
  z.object({ name: z.literal('deleteStop'), args: z.object({ id: idSchema }) }),
  /** A list on a trip, shared or personal (decision 018); its maker is its owner. */
  z.object({ name: z.literal('addList'), args: insertTripListSchema.required({ id: true }) }),
  z.object({
    name: z.literal('updateList'),
    args: z.object({ id: idSchema, patch: updateTripListSchema, label: rowLabelSchema }),
  }),
  /** Takes the list's items with it. */
  z.object({ name: z.literal('deleteList'), args: z.object({ id: idSchema }) }),
  z.object({ name: z.literal('addListItem'), args: insertListItemSchema.required({ id: true }) }),
  /** Field-level: a tick and a new text from two devices both stay. */
  z.object({
    name: z.literal('updateListItem'),
    args: z.object({ id: idSchema, patch: updateListItemSchema, label: rowLabelSchema }),
  }),
  /** Wins over a later tick or edit, which is refused and listed ('list item was deleted'). */
  z.object({ name: z.literal('deleteListItem'), args: z.object({ id: idSchema }) }),
  ...templateMutationSchemas,
]);
export type Mutation = z.infer<typeof mutationSchema>;
export type MutationName = Mutation['name'];
export type MutationArgs<N extends MutationName> = Extract<Mutation, { name: N }>['args'];
