/**
 * What the server keeps of a refused change (decision 003). A refusal is stored so that the
 * device can show it and, when the cause goes away, send it again: the device drops the change
 * from its outbox once the push is acknowledged, so the stored arguments are its only copy.
 * They are kept whole as long as they could be a real change; a body no app would send (a push
 * may carry 8 MiB) is cut to a summary, and every later full pull of the device would
 * otherwise send it again.
 */

/** Longer than any mutation name in the contract. */
export const REJECTION_NAME_MAX = 100;
/** Reasons are constants or validation messages; this only bounds what nobody foresaw. */
export const REJECTION_REASON_MAX = 500;
/** A cut summary keeps at most this many bytes of the arguments' JSON. */
export const REJECTION_ARGS_SUMMARY_BYTES = 4096;
/**
 * Arguments that passed the shared schema are kept whole up to this size, so such a change can
 * still be retried: the contract's text limits put every change an app makes far below it (the
 * largest, a trip with 5,000 characters of notes, is about 15 KB of JSON, 30 KB if every
 * character needs an escape). Above it, they are cut like any other.
 */
export const REJECTION_VALID_ARGS_MAX_BYTES = 64 * 1024;

/**
 * Starts the stored text of arguments that were cut. No JSON text starts with '#', so a stored
 * value is either JSON (kept whole) or this marker and the first bytes of the JSON.
 */
const CUT_MARKER = '#cut:';

const encoder = new TextEncoder();

/** `text` cut to `max` UTF-16 units with an ellipsis, never splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** The longest start of `text` whose UTF-8 takes at most `maxBytes`, whole characters only. */
function firstBytes(text: string, maxBytes: number): string {
  const { read } = encoder.encodeInto(text, new Uint8Array(maxBytes));
  return text.slice(0, read);
}

/**
 * The text stored for a refused change's arguments: their JSON when it is small enough, else
 * the cut summary. `valid` says they passed the shared schema (the change was refused for
 * another reason, such as a deleted trip) and may be retried, so they may be longer.
 */
export function storedArgs(args: unknown, valid: boolean): string | null {
  if (args === undefined || args === null) return null;
  const json = JSON.stringify(args);
  const max = valid ? REJECTION_VALID_ARGS_MAX_BYTES : REJECTION_ARGS_SUMMARY_BYTES;
  if (Buffer.byteLength(json, 'utf8') <= max) return json;
  return CUT_MARKER + firstBytes(json, REJECTION_ARGS_SUMMARY_BYTES);
}

/**
 * The arguments a pull reports for a stored text: the value the device queued, or, when they
 * were cut, the start of their JSON as a string with `argsTruncated`. A row stored whole before
 * the limits existed is cut here, so a pull stays small whatever the table holds.
 */
export function readStoredArgs(text: string | null): { args: unknown; argsTruncated?: true } {
  if (text === null) return { args: null };
  if (text.startsWith(CUT_MARKER)) {
    return { args: text.slice(CUT_MARKER.length), argsTruncated: true };
  }
  if (text.length > REJECTION_VALID_ARGS_MAX_BYTES) {
    return { args: firstBytes(text, REJECTION_ARGS_SUMMARY_BYTES), argsTruncated: true };
  }
  return { args: JSON.parse(text) as unknown };
}
