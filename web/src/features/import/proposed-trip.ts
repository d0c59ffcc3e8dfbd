/**
 * The trip a shared booking most likely belongs to: the one under way, else the next to start,
 * else the one that ended last. The traveller can pick another.
 */
export function proposedTrip<T extends { startDate: string; endDate: string }>(
  trips: readonly T[],
  today: string,
): T | null {
  const current = trips.find((t) => t.startDate <= today && today <= t.endDate);
  if (current) return current;
  const upcoming = trips
    .filter((t) => t.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (upcoming[0]) return upcoming[0];
  return [...trips].sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
}
