/**
 * The colours of a trip's days on the map, the same on a light and a dark map: each is dark
 * enough for the pin's white number (at least 4.5:1) and stands out against the light land
 * (at least 3:1); on the dark map the pins' white ring and the lines' light casing carry them.
 * Neighbouring days differ in hue; a trip longer than the palette starts it again.
 */
export const DAY_COLORS = [
  '#1d4ed8', // blue
  '#c2410c', // orange
  '#0f766e', // teal, the brand's
  '#be123c', // rose
  '#6d28d9', // violet
  '#4d7c0f', // olive
  '#a21caf', // fuchsia
  '#92400e', // brown
] as const;

/** The colour of trip day `day` (1-based). */
export function dayColor(day: number): string {
  const index = (((day - 1) % DAY_COLORS.length) + DAY_COLORS.length) % DAY_COLORS.length;
  return DAY_COLORS[index] ?? DAY_COLORS[0];
}
