import { differenceInCalendarDays, format, parseISO } from 'date-fns';

/** 'Sat 2 May – Mon 4 May · 2 nights'; a stop left the day it starts is a day trip. */
export function stopDates(startDate: string, endDate: string): string {
  const start = parseISO(startDate);
  const end = parseISO(endDate);
  const nights = differenceInCalendarDays(end, start);
  const day = (d: Date) => format(d, 'EEE d MMM');
  if (nights <= 0) return `${day(start)} · day trip`;
  return `${day(start)} – ${day(end)} · ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
