import type { Palette } from './palette';

/** How one destination is drawn: its colours and its scene. */
export interface ArtworkEntry {
  /** The recognisable thing the scene shows, e.g. 'eiffel-tower'; unique with the palette. */
  motif: string;
  palette: Palette;
  /** Where the sun or moon sits, and whether it is night (a moon and stars). */
  sky?: { sunX?: number; sunY?: number; sunR?: number; night?: boolean };
  /** Everything in front of the sky, drawn in the palette's colours. */
  scene: (p: Palette) => string;
}
