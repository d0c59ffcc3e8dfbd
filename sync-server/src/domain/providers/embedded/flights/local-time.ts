import { zoneOffsetMs } from '@shared/domain/zoned-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time at an instant in a zone, as `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function localDateTime(instant: number, timeZone: string): string {
  const wall = new Date(Math.floor(instant / 1000) * 1000 + zoneOffsetMs(instant, timeZone));
  const date = wall.toISOString().slice(0, 10);
  return `${date}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** The instant of a wall-clock time (`date` yyyy-MM-dd plus minutes after midnight) in a zone. */
export function instantAt(date: string, minutesOfDay: number, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  const first = zoneOffsetMs(guess, timeZone);
  const instant = guess - first;
  // Across a daylight-saving change the offset at the answer differs from the first guess.
  const second = zoneOffsetMs(instant, timeZone);
  return second === first ? instant : guess - second;
}

/** ISO 8601 duration such as PT2H30M, PT45M or PT11H. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0 && m === 0) return 'PT0M';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}
