/**
 * Reasons the server gives for a mutation it can never apply, where the client may want to act on
 * them (other reasons are validation messages, shown as they are).
 */

/** The trip a change refers to is gone: deleted on another device, or never reached the server. */
export const TRIP_DELETED_REASON = 'trip was deleted';
