import { addDays, format, isValid, parseISO } from 'date-fns';

export interface DayOption {
  day: number;
  /** 'Day 2 · Sat 2 May'; just 'Day 2' when the start date cannot be read. */
  label: string;
}

/** Day 1 to `days` of a trip starting on `startDate` (yyyy-MM-dd), each with its date. */
export function dayOptions(startDate: string, days: number): DayOption[] {
  // parseISO reads a bare date as local midnight, so adding days never shifts the calendar day.
  const start = parseISO(startDate);
  return Array.from({ length: Math.max(1, days) }, (_, i) => {
    const day = i + 1;
    if (!isValid(start)) return { day, label: `Day ${day}` };
    return { day, label: `Day ${day} · ${format(addDays(start, i), 'EEE d MMM')}` };
  });
}
