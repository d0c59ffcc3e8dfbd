import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { formatMoney } from '@shared/money/minor-units';
import { dispatchMutation, type MutationHandlers } from '@shared/sync/mutation-handlers';
import { mutationSchema, type MutationName } from '@shared/sync/mutations';

/** What is known of a change that no longer parses: only its kind. */
const GENERIC: Record<MutationName, string> = {
  createTrip: 'Create a trip',
  updateTrip: 'Edit a trip',
  deleteTrip: 'Delete a trip',
  setDayNote: 'Edit a day note',
  addExpense: 'Add an expense',
  updateExpense: 'Edit an expense',
  deleteExpense: 'Delete an expense',
  addItineraryItem: 'Add an activity',
  updateItineraryItem: 'Edit an activity',
  deleteItineraryItem: 'Delete an activity',
  addDocument: 'Add a document',
  updateDocument: 'Edit a document',
  deleteDocument: 'Delete a document',
  addStop: 'Add a stop',
  updateStop: 'Edit a stop',
  deleteStop: 'Delete a stop',
  addList: 'Add a list',
  updateList: 'Edit a list',
  deleteList: 'Delete a list',
  addListItem: 'Add a list item',
  updateListItem: 'Edit a list item',
  deleteListItem: 'Delete a list item',
  saveListTemplate: 'Save a list as a template',
  deleteListTemplate: 'Delete a template',
};

const isMutationName = (name: string): name is MutationName => Object.hasOwn(GENERIC, name);

/** Names the trip a change belongs to: 'trip "Kyoto"', or 'a trip' when its title is unknown. */
type TripWords = (id: string) => string;

const WORDS: MutationHandlers<
  { trip: TripWords; title: (id: string) => string | undefined },
  string
> = {
  createTrip: (_, args) => `Create trip "${args.title}"`,
  updateTrip: ({ title }, args) => {
    const name = args.patch.title ?? title(args.id);
    return name ? `Edit trip "${name}"` : 'Edit a trip';
  },
  deleteTrip: ({ trip }, args) => `Delete ${trip(args.id)}`,
  setDayNote: ({ trip }, args) => `Edit the note of Day ${args.day} of ${trip(args.tripId)}`,
  addExpense: ({ trip }, args) => {
    const what =
      args.description ||
      // In what it was paid in; a change queued before currencies was in US dollars.
      `${EXPENSE_CATEGORY_LABELS[args.category]} ${formatMoney(args.amount, args.currency ?? DEFAULT_CURRENCY)}`;
    return `Add expense "${what}" to ${trip(args.tripId)}`;
  },
  updateExpense: (_, args) => {
    const name = args.patch.description || args.label;
    return name ? `Edit expense "${name}"` : 'Edit an expense';
  },
  deleteExpense: () => 'Delete an expense',
  addItineraryItem: ({ trip }, args) => `Add activity "${args.title}" to ${trip(args.tripId)}`,
  updateItineraryItem: (_, args) => {
    const name = args.patch.title ?? args.label;
    return name ? `Edit activity "${name}"` : 'Edit an activity';
  },
  deleteItineraryItem: () => 'Delete an activity',
  addDocument: ({ trip }, args) => `Add document "${args.name}" to ${trip(args.tripId)}`,
  updateDocument: (_, args) => {
    const name = args.patch.name ?? args.label;
    return name ? `Edit document "${name}"` : 'Edit a document';
  },
  deleteDocument: () => 'Delete a document',
  addStop: ({ trip }, args) => `Add stop "${args.place.name}" to ${trip(args.tripId)}`,
  updateStop: (_, args) => {
    const name = args.patch.place?.name ?? args.label;
    return name ? `Edit stop "${name}"` : 'Edit a stop';
  },
  deleteStop: () => 'Delete a stop',
  addList: ({ trip }, args) => `Add list "${args.title}" to ${trip(args.tripId)}`,
  updateList: (_, args) => {
    const name = args.patch.title ?? args.label;
    return name ? `Edit list "${name}"` : 'Edit a list';
  },
  deleteList: () => 'Delete a list',
  addListItem: (_, args) => `Add "${args.text}" to a list`,
  updateListItem: (_, args) => {
    const name = args.patch.text ?? args.label;
    const verb =
      args.patch.checked === undefined || Object.keys(args.patch).length > 1
        ? 'Edit'
        : args.patch.checked
          ? 'Tick'
          : 'Untick';
    return name ? `${verb} "${name}"` : `${verb} a list item`;
  },
  deleteListItem: () => 'Delete a list item',
  saveListTemplate: (_, args) => `Save template "${args.name}"`,
  deleteListTemplate: () => 'Delete a template',
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
  if (!parsed.success) return isMutationName(change.name) ? GENERIC[change.name] : 'A change';
  const trip = (id: string) => {
    const title = tripTitle(id);
    return title ? `trip "${title}"` : 'a trip';
  };
  return dispatchMutation(WORDS, { trip, title: tripTitle }, parsed.data);
}
