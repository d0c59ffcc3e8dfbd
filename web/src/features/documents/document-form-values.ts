import { z } from 'zod';
import {
  documentKindSchema,
  type DocumentKind,
  type UpdateDocument,
} from '@shared/schemas/document';
import type { TripDetails } from '../../db/live-queries';

/**
 * The document form: a name, a kind and what it is attached to, one select for both an item and
 * an expense ('item:<id>', 'expense:<id>', '' for the whole trip) since a document has one place.
 */
export const documentFormSchema = z.object({
  name: z.string().trim().min(1, 'Give the document a name').max(200),
  kind: documentKindSchema,
  attachedTo: z.string(),
});
export type DocumentFormValues = z.infer<typeof documentFormSchema>;

export function attachedToValue(doc: { itemId: string | null; expenseId: string | null }) {
  if (doc.itemId) return `item:${doc.itemId}`;
  if (doc.expenseId) return `expense:${doc.expenseId}`;
  return '';
}

export function parseAttachedTo(value: string): {
  itemId: string | null;
  expenseId: string | null;
} {
  const [what, id = ''] = value.split(':');
  if (what === 'item' && id) return { itemId: id, expenseId: null };
  if (what === 'expense' && id) return { itemId: null, expenseId: id };
  return { itemId: null, expenseId: null };
}

/** A picked file's likely kind: a photo for an image, else left to the traveller ('other'). */
export function guessKind(mediaType: string): DocumentKind {
  return mediaType.startsWith('image/') ? 'photo' : 'other';
}

/** The choices of the 'Attached to' select: the trip, then its activities by day, then expenses. */
export function attachChoices(trip: Pick<TripDetails, 'itineraryItems' | 'expenses'>) {
  return [
    { value: '', label: 'The whole trip' },
    ...trip.itineraryItems.map((i) => ({
      value: `item:${i.id}`,
      label: `Day ${i.day} · ${i.title}`,
    })),
    ...trip.expenses
      .filter((e) => e.kind !== 'settlement')
      .map((e) => ({
        value: `expense:${e.id}`,
        label: `Expense · ${e.description || e.category}`,
      })),
  ];
}

/** Only the fields that changed, as the field-level updateDocument wants them. */
export function documentPatch(
  doc: { name: string; kind: DocumentKind; itemId: string | null; expenseId: string | null },
  values: DocumentFormValues,
): UpdateDocument | null {
  const patch: UpdateDocument = {};
  const name = values.name.trim();
  if (name !== doc.name) patch.name = name;
  if (values.kind !== doc.kind) patch.kind = values.kind;
  const place = parseAttachedTo(values.attachedTo);
  if (place.itemId !== doc.itemId) patch.itemId = place.itemId;
  if (place.expenseId !== doc.expenseId) patch.expenseId = place.expenseId;
  return Object.keys(patch).length > 0 ? patch : null;
}
