import { EXPENSE_CATEGORY_LABELS } from '@shared/constants';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import { formatMoney } from '@shared/money/minor-units';
import { mutationSchema } from '@shared/sync/mutations';
import {
  ACCESS_REMOVED_REASON,
  ACTIVITY_DELETED_REASON,
  DOCUMENT_DELETED_REASON,
  EXPENSE_DELETED_REASON,
  LIST_DELETED_REASON,
  LIST_ITEM_DELETED_REASON,
  OWNER_ONLY_REASON,
  STOP_DELETED_REASON,
  TRIP_DELETED_REASON,
} from '@shared/sync/rejection-reasons';

/**
 * Reasons after which sending the same change again can never succeed: what it changes is gone,
 * the user is off the trip, or only the owner may do it. Other refusals (a viewer whose role may
 * be raised again, a split naming someone who may still join) can pass on a later try.
 */
const FINAL_REASONS: ReadonlySet<string> = new Set([
  ACCESS_REMOVED_REASON,
  TRIP_DELETED_REASON,
  OWNER_ONLY_REASON,
  EXPENSE_DELETED_REASON,
  ACTIVITY_DELETED_REASON,
  DOCUMENT_DELETED_REASON,
  STOP_DELETED_REASON,
  LIST_DELETED_REASON,
  LIST_ITEM_DELETED_REASON,
]);

/**
 * Whether 'Retry' is worth offering for a refused change. `tripOnDevice` is false when the
 * change belongs to a trip this device no longer has: a retry would be refused on the device
 * itself, as would a change that no longer reads as one (cut short by the server, or from an
 * older app).
 */
export function canRetry(
  rejection: { name: string; args: unknown; reason: string },
  tripOnDevice: boolean,
): boolean {
  return (
    tripOnDevice &&
    !FINAL_REASONS.has(rejection.reason) &&
    mutationSchema.safeParse({ name: rejection.name, args: rejection.args }).success
  );
}

/**
 * The text 'Copy text' puts on the clipboard: what the change said, so the traveller can keep it
 * or enter it again where it can go (another trip, a note), and why it was refused.
 */
export function rejectionCopyText(
  description: string,
  change: { name: string; args: unknown },
  reason: string,
): string {
  return [description, ...detailsOf(change), `Not accepted: ${reason}`].join('\n');
}

function detailsOf(change: { name: string; args: unknown }): string[] {
  const parsed = mutationSchema.safeParse(change);
  if (!parsed.success) return [];
  const m = parsed.data;
  switch (m.name) {
    case 'addExpense': {
      const { amount, currency, category, date } = m.args;
      const money = formatMoney(amount, currency ?? DEFAULT_CURRENCY);
      return [`${money}, ${EXPENSE_CATEGORY_LABELS[category]}, ${date}`];
    }
    case 'addItineraryItem': {
      const { day, time, location, description } = m.args;
      const when = time ? `Day ${day}, ${time}` : `Day ${day}`;
      return [location ? `${when}, ${location}` : when, ...(description ? [description] : [])];
    }
    case 'addStop':
      return [`${m.args.startDate} to ${m.args.endDate}`];
    default:
      return [];
  }
}
