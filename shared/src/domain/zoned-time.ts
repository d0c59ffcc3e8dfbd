/**
 * Wall-clock time in IANA time zones through `Intl` alone (no time zone data of our own): the
 * offset of a zone at an instant, and the instant of a local date and time. Used by the calendar
 * export, the server's sample flights and the booking readers.
 */

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(
    parts.year ?? NaN,
    (parts.month ?? NaN) - 1,
    parts.day ?? NaN,
    (parts.hour ?? NaN) % 24,
    parts.minute ?? NaN,
    parts.second ?? NaN,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** What the wall clock in `timeZone` shows at `instant`: 'YYYY-MM-DDTHH:MM:SS'. */
export function wallClockAt(instant: number, timeZone: string): string {
  return new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 19);
}

/**
 * The instant at which the wall clock in `timeZone` shows `minutes` after midnight of `date`
 * ('YYYY-MM-DD'). A time skipped by a daylight-saving change reads with the offset from before
 * the change (02:30 on a spring-forward night is 03:30); a repeated one is its first occurrence.
 */
export function zonedWallTimeToUtc(date: string, minutes: number, timeZone: string): number {
  const wall = utcMidnight(date) + minutes * MINUTE_MS;
  // Zones change their offset at most once within a day either side of a wall time.
  const before = wall - zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = wall - zoneOffsetMs(wall + DAY_MS, timeZone);
  const readsBack = (instant: number) => instant + zoneOffsetMs(instant, timeZone) === wall;
  if (readsBack(before)) return readsBack(after) ? Math.min(before, after) : before;
  return readsBack(after) ? after : before;
}

/** Midnight UTC of a 'YYYY-MM-DD' calendar day, in ms. */
export function utcMidnight(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
}
