import type { AreaRule, TripArea } from './area-tiles';
import type { StreetPackCut } from './cut-area';

/**
 * Where a street pack's tiles come from (decision 012): the operator's PMTiles archive, cut
 * (pmtiles-pack-maker.ts), or a public vector tile service asked tile by tile
 * (xyz-pack-maker.ts). StreetPacks keeps the ETags, the cache and the single flight; a maker
 * only says what version its tiles are at and makes a pack of an area.
 */
export interface StreetPackMaker {
  /** Where the tiles come from, for the log (never a credential). */
  readonly description: string;
  /** The tiles' version now: a pack made at another version gets another ETag. */
  version(): Promise<string>;
  /**
   * The area's pack, made from the tiles at `version`; answers the version it was really made
   * from (a source replaced meanwhile may make it from the new one).
   */
  make(
    area: TripArea,
    rule: AreaRule,
    version: string,
  ): Promise<{ cut: StreetPackCut; version: string }>;
  close(): Promise<void>;
}
