import { differenceInCalendarDays, parseISO } from 'date-fns';

interface DatedTrip {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
}

/** The trip Home puts first: the one under way today, else the next to start. */
export type NextTrip<T extends DatedTrip> =
  | { kind: 'current'; trip: T; day: number; days: number }
  | { kind: 'upcoming'; trip: T; daysUntil: number };

const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(parseISO(to), parseISO(from));

/**
 * `today` is the device's local date (yyyy-MM-dd), as trip dates are calendar dates. A trip under
 * way wins over one to come (of two under way, the one that started last: the traveller is most
 * likely on its first days); then the soonest to start. Trips that have ended are not offered.
 */
export function chooseNextTrip<T extends DatedTrip>(
  trips: readonly T[],
  today: string,
): NextTrip<T> | null {
  const current = trips
    .filter((t) => t.startDate <= today && today <= t.endDate)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id))[0];
  if (current) {
    return {
      kind: 'current',
      trip: current,
      day: daysBetween(current.startDate, today) + 1,
      days: daysBetween(current.startDate, current.endDate) + 1,
    };
  }
  const upcoming = trips
    .filter((t) => t.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))[0];
  return upcoming
    ? { kind: 'upcoming', trip: upcoming, daysUntil: daysBetween(today, upcoming.startDate) }
    : null;
}

/** 'Lisbon · in 14 days', 'Lisbon · tomorrow'; 'Day 3 of 6 · today: Tram 28' under way. */
export function nextTripLine(next: NextTrip<DatedTrip>, firstItemToday?: string): string {
  if (next.kind === 'upcoming') {
    const when = next.daysUntil === 1 ? 'tomorrow' : `in ${next.daysUntil} days`;
    return `${next.trip.title} · ${when}`;
  }
  const day = `Day ${next.day} of ${next.days}`;
  return firstItemToday ? `${day} · today: ${firstItemToday}` : `${day} · nothing planned today`;
}
