import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { formatMoney } from '@shared/money/minor-units';
import { mutationSchema } from '@shared/sync/mutations';

const GENERIC: Record<string, string> = {
  createTrip: 'Create a trip',
  updateTrip: 'Edit a trip',
  deleteTrip: 'Delete a trip',
  addExpense: 'Add an expense',
  updateExpense: 'Edit an expense',
  deleteExpense: 'Delete an expense',
  addItineraryItem: 'Add an activity',
  updateItineraryItem: 'Edit an activity',
  deleteItineraryItem: 'Delete an activity',
  addDocument: 'Add a document',
  updateDocument: 'Edit a document',
  deleteDocument: 'Delete a document',
};

/**
 * A refused change in a traveller's words: 'Add expense "Taxi" to trip "Kyoto"'. `tripTitle`
 * finds the title of the trip, also of one this device has lost since (kept with the refusal);
 * a trip it never knew is just 'a trip'.
 */
export function describeChange(
  change: { name: string; args: unknown },
  tripTitle: (id: string) => string | undefined,
): string {
  const parsed = mutationSchema.safeParse(change);
  // The server may have refused it because it does not parse; say what little is known.
  if (!parsed.success) return GENERIC[change.name] ?? 'A change';
  const m = parsed.data;
  const trip = (id: string) => {
    const title = tripTitle(id);
    return title ? `trip "${title}"` : 'a trip';
  };
  switch (m.name) {
    case 'createTrip':
      return `Create trip "${m.args.title}"`;
    case 'updateTrip': {
      const title = m.args.patch.title ?? tripTitle(m.args.id);
      return title ? `Edit trip "${title}"` : 'Edit a trip';
    }
    case 'deleteTrip':
      return `Delete ${trip(m.args.id)}`;
    case 'addExpense': {
      const what =
        m.args.description ||
        // In what it was paid in; a change queued before currencies was in US dollars.
        `${EXPENSE_CATEGORY_LABELS[m.args.category]} ${formatMoney(m.args.amount, m.args.currency ?? DEFAULT_CURRENCY)}`;
      return `Add expense "${what}" to ${trip(m.args.tripId)}`;
    }
    case 'updateExpense': {
      const name = m.args.patch.description || m.args.label;
      return name ? `Edit expense "${name}"` : 'Edit an expense';
    }
    case 'deleteExpense':
      return 'Delete an expense';
    case 'addItineraryItem':
      return `Add activity "${m.args.title}" to ${trip(m.args.tripId)}`;
    case 'updateItineraryItem': {
      const name = m.args.patch.title ?? m.args.label;
      return name ? `Edit activity "${name}"` : 'Edit an activity';
    }
    case 'deleteItineraryItem':
      return 'Delete an activity';
    case 'addDocument':
      return `Add document "${m.args.name}" to ${trip(m.args.tripId)}`;
    case 'updateDocument': {
      const name = m.args.patch.name ?? m.args.label;
      return name ? `Edit document "${name}"` : 'Edit a document';
    }
    case 'deleteDocument':
      return 'Delete a document';
  }
}
