import type { AreaRule, TripArea } from './area-tiles';
import { cutArea, type StreetPackCut } from './cut-area';
import { PmtilesReader } from './pmtiles-reader';
import type { RangeSource } from './range-source';
import type { StreetPackMaker } from './street-pack-maker';
import { StreetTilesError } from './street-tiles-error';

/**
 * Packs cut from the operator's PMTiles archive (STREET_TILES_SOURCE): the archive's version is
 * its source's (a file's inode, size and time; a URL's validators), and its reader is reopened
 * when that changes.
 */
export class PmtilesPackMaker implements StreetPackMaker {
  private current: { version: string; reader: Promise<PmtilesReader> } | undefined;

  constructor(private readonly source: RangeSource) {}

  get description(): string {
    return this.source.description;
  }

  version(): Promise<string> {
    return this.source.version();
  }

  /** A reader of the archive as it is now: reopened when the source's version changed. */
  private readerOf(version: string): Promise<PmtilesReader> {
    if (this.current?.version !== version) {
      const reader = PmtilesReader.open(this.source);
      const current = { version, reader };
      this.current = current;
      reader.catch(() => {
        if (this.current === current) this.current = undefined;
      });
    }
    return this.current.reader;
  }

  /** Opens the archive now, so a broken configuration shows at start rather than on a trip. */
  async check(): Promise<PmtilesReader> {
    return this.readerOf(await this.source.version());
  }

  /**
   * One cut. An archive replaced while it ran (the HTTP source sees another ETag; a file's
   * version differs after) may have given bytes of both, so the cut is made again, once, from
   * the new archive, and answers the new version.
   */
  async make(
    area: TripArea,
    rule: AreaRule,
    version: string,
  ): Promise<{ cut: StreetPackCut; version: string }> {
    for (let attempt = 1; ; attempt++) {
      const reader = await this.readerOf(version);
      try {
        const cut = await cutArea(reader, area, rule);
        const after = await this.source.version();
        if (after === version) return { cut, version };
        if (attempt >= 2)
          throw new StreetTilesError('changed', 'The street tiles archive keeps changing');
        version = after;
      } catch (error) {
        if (!(error instanceof StreetTilesError && error.failure === 'changed') || attempt >= 2) {
          throw error;
        }
        if (this.current?.version === version) this.current = undefined;
        version = await this.source.version();
      }
    }
  }

  close(): Promise<void> {
    return this.source.close();
  }
}
