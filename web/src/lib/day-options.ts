import { tripDayLabel } from './format-date';

export interface DayOption {
  day: number;
  /** 'Day 2 · Sat 2 May'; just 'Day 2' when the start date cannot be read. */
  label: string;
}

/** Day 1 to `days` of a trip starting on `startDate` (yyyy-MM-dd), each with its date. */
export function dayOptions(startDate: string, days: number): DayOption[] {
  return Array.from({ length: Math.max(1, days) }, (_, i) => {
    const day = i + 1;
    const date = tripDayLabel(startDate, day);
    return { day, label: date ? `Day ${day} · ${date}` : `Day ${day}` };
  });
}
