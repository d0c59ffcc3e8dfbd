export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Full jitter may draw zero; a floor keeps a failing server from being hit again at once. */
const BACKOFF_FLOOR_MS = 250;

/**
 * Delay before retry number `attempt` (1-based): full jitter over an exponentially growing
 * ceiling, so that many devices coming back online at once spread their retries out. The
 * ceiling stops growing at `maxMs`.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  maxMs: number = BACKOFF_MAX_MS,
): number {
  const ceiling = Math.min(maxMs, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.max(BACKOFF_FLOOR_MS, Math.floor(random() * ceiling));
}
