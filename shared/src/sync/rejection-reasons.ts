/**
 * Reasons the server gives for a mutation it can never apply, where the client may want to act on
 * them (other reasons are validation messages, shown as they are).
 */

/** The trip a change refers to is gone: deleted on another device, or never reached the server. */
export const TRIP_DELETED_REASON = 'trip was deleted';

/** The user was removed from the trip, or left it, before the change reached the server. */
export const ACCESS_REMOVED_REASON = 'you are no longer a member of this trip';

/** A viewer's change (made before their role was lowered, or by an outdated app). */
export const VIEWER_REASON = "viewers can't change this trip";

/** Deleting a trip and managing its members are the owner's alone. */
export const OWNER_ONLY_REASON = "only the trip's owner can do that";

/** A split or payer names somebody who has never been on the trip. */
export const NOT_A_MEMBER_REASON = 'everyone in a split must be on the trip';

/** An edit reached the server after the expense was deleted (here or on another device). */
export const EXPENSE_DELETED_REASON = 'expense was deleted';

/** An edit or move reached the server after the activity was deleted. */
export const ACTIVITY_DELETED_REASON = 'activity was deleted';

/** An edit reached the server after the document was deleted. */
export const DOCUMENT_DELETED_REASON = 'document was deleted';

/** An edit reached the server after the stop was deleted. */
export const STOP_DELETED_REASON = 'stop was deleted';

/** An edit or an item reached the server after the list was deleted. */
export const LIST_DELETED_REASON = 'list was deleted';

/** A tick or edit reached the server after the item was deleted: a delete wins. */
export const LIST_ITEM_DELETED_REASON = 'list item was deleted';
