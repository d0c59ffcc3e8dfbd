import type { ArtworkEntry } from './artwork-entry';
import { CITY_SCENES } from './scenes-cities';
import { COAST_SCENES } from './scenes-coast';
import { CULTURE_SCENES } from './scenes-culture';
import { MOUNTAIN_SCENES } from './scenes-mountains';

/**
 * Destination id → how it is drawn. Every seeded destination has an entry
 * (artwork-table.test.ts); any other id gets the generated fallback.
 */
export const ARTWORK_TABLE: Readonly<Record<string, ArtworkEntry>> = {
  ...COAST_SCENES,
  ...CITY_SCENES,
  ...CULTURE_SCENES,
  ...MOUNTAIN_SCENES,
};
