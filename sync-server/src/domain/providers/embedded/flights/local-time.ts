const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
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

function wallClock(instant: number, timeZone: string) {
  const get = (type: string) =>
    Number(
      formatter(timeZone)
        .formatToParts(instant)
        .find((p) => p.type === type)?.value,
    );
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time at an instant in a zone, as `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function localDateTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`;
}

/** The instant of a wall-clock time (`date` yyyy-MM-dd plus minutes after midnight) in a zone. */
export function instantAt(date: string, minutesOfDay: number, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  const first = offsetMs(guess, timeZone);
  const instant = guess - first;
  // Across a daylight-saving change the offset at the answer differs from the first guess.
  const second = offsetMs(instant, timeZone);
  return second === first ? instant : guess - second;
}

/** ISO 8601 duration such as PT2H30M, PT45M or PT11H. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0 && m === 0) return 'PT0M';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}
