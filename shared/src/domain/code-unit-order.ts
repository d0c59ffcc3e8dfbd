/**
 * Plain code-unit order of two strings, for ISO dates and instants ('2026-05-01',
 * '2026-05-01T08:00:00.000Z') and ids. For those it is the order localeCompare gives, but it is
 * the same on every device whatever its language, and it does not make the engine build its
 * collator, which the first localeCompare of a page does (about 7 ms, on the trip page's and the
 * trips list's first draw; decision 024).
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
