import { tripDayLabel } from './format-date';

/**
 * 'Day 3 · Sun 13 Dec · Sintra': a day of the plan with its date, and where it is spent when the
 * trip has stops. The SPEC's 'Day {n}' comes first, whole, so every place that names a day (the
 * plan's headings, the map's panel, what a screen reader hears) reads it the same way.
 */
export function dayTitle(startDate: string, day: number, where?: string | null): string {
  return [`Day ${day}`, tripDayLabel(startDate, day), where].filter(Boolean).join(' · ');
}
