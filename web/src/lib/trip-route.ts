/**
 * 'Lisbon → Sintra → Porto': the trip's destination, then its further stops in order. Null for
 * a trip with one stop, whose destination line already says where it goes. A stop in the same
 * place as the one before it (back to Lisbon after Sintra is a new stop) is still named.
 */
export function tripRoute(
  destinationName: string | null | undefined,
  stopNames: readonly string[],
): string | null {
  if (stopNames.length === 0) return null;
  return [destinationName ?? 'Trip', ...stopNames].join(' → ');
}
