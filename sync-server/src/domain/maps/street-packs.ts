import { createHash } from 'node:crypto';
import { STREET_PACK_RULE, type AreaRule, type TripArea } from './area-tiles';
import { ConcurrencyLimit } from './concurrency-limit';
import { cutArea, type CutStats } from './cut-area';
import { PmtilesReader } from './pmtiles-reader';
import type { RangeSource } from './range-source';
import { StreetPackCache } from './street-pack-cache';
import { StreetTilesError } from './street-tiles-error';

export interface StreetPack {
  etag: string;
  /** The archive in the writer's parts (byte-parts.ts), kept and sent without a join. */
  parts: readonly Uint8Array[];
  byteLength: number;
  stats: CutStats;
}

export interface StreetPacksOptions {
  /** The operator's archive (STREET_TILES_SOURCE). */
  source: RangeSource;
  rule?: AreaRule;
  /** Packs kept in memory: at most this many ... */
  cacheEntries?: number;
  /** ... and this many bytes together. */
  cacheBytes?: number;
  /** Cuts running at once in this process (each holds its tiles in memory); more wait. */
  concurrentCuts?: number;
}

/** Bumped whenever the way a pack is made changes, so packs cut the old way get a new ETag. */
const PACK_FORMAT_VERSION = 1;

/** A trip's area written the same way whatever order its places were read in. */
function areaKey(area: TripArea): string {
  // Six decimals are 0.1 m: a place moved by less does not change which tiles a pack holds.
  const at = (n: number) => n.toFixed(6);
  const points = [...new Set(area.points.map((p) => `${at(p.lon)},${at(p.lat)}`))].sort();
  const box = area.box ? [area.box.west, area.box.south, area.box.east, area.box.north] : [];
  const center = area.center ? [area.center.lon, area.center.lat] : [];
  return JSON.stringify({ points, box: box.map(at), center: center.map(at) });
}

/**
 * Street packs (issue 25, decision 012): a trip's area cut from the operator's PMTiles archive.
 *
 * A pack's ETag stands for what it is made of: the area, the archive's version and the rule. A
 * device that has a pack asks with it and gets a 304 without any cut; a changed trip or a new
 * archive gives a new ETag. The last few packs are kept in memory, one cut of an area runs
 * however many ask for it at once, and at most `concurrentCuts` run together.
 */
export class StreetPacks {
  private readonly rule: AreaRule;
  private readonly cache: StreetPackCache<StreetPack>;
  private readonly cutting = new Map<string, Promise<StreetPack>>();
  private readonly limit: ConcurrencyLimit;
  private current: { version: string; reader: Promise<PmtilesReader> } | undefined;

  constructor(private readonly options: StreetPacksOptions) {
    this.rule = options.rule ?? STREET_PACK_RULE;
    this.cache = new StreetPackCache(
      options.cacheEntries ?? 4,
      options.cacheBytes ?? 128 * 2 ** 20,
    );
    this.limit = new ConcurrencyLimit(options.concurrentCuts ?? 2);
  }

  get description(): string {
    return this.options.source.description;
  }

  /** Kept packs, for tests and the log. */
  get kept(): { entries: number; bytes: number } {
    return this.cache.size;
  }

  /** A reader of the archive as it is now: reopened when the source's version changed. */
  private readerOf(version: string): Promise<PmtilesReader> {
    if (this.current?.version !== version) {
      const reader = PmtilesReader.open(this.options.source);
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
    return this.readerOf(await this.options.source.version());
  }

  private etagOf(area: TripArea, version: string): string {
    const digest = createHash('sha256')
      .update(`${PACK_FORMAT_VERSION}\n${JSON.stringify(this.rule)}\n${version}\n`)
      .update(areaKey(area))
      .digest('base64url');
    return `"sp-${digest.slice(0, 32)}"`;
  }

  /** The ETag of this area's pack from the archive as it is now; nothing is cut. */
  async etagFor(area: TripArea): Promise<string> {
    return this.etagOf(area, await this.options.source.version());
  }

  /** The area's pack: kept, being cut for someone else, or cut now. */
  async pack(area: TripArea): Promise<StreetPack> {
    const version = await this.options.source.version();
    const etag = this.etagOf(area, version);
    const kept = this.cache.get(etag);
    if (kept) return kept;
    const running = this.cutting.get(etag);
    if (running) return running;
    const cut = this.limit
      .run(() => this.cut(area, etag, version))
      .finally(() => this.cutting.delete(etag));
    this.cutting.set(etag, cut);
    return cut;
  }

  /**
   * One cut. An archive replaced while it ran (the HTTP source sees another ETag; a file's
   * version differs after) may have given bytes of both, so the cut is made again, once, from
   * the new archive; its pack then answers under the new ETag's bytes.
   */
  private async cut(area: TripArea, etag: string, version: string): Promise<StreetPack> {
    for (let attempt = 1; ; attempt++) {
      const reader = await this.readerOf(version);
      try {
        const { parts, byteLength, stats } = await cutArea(reader, area, this.rule);
        const after = await this.options.source.version();
        if (after === version) {
          const pack = { etag, parts, byteLength, stats };
          this.cache.set(etag, pack);
          return pack;
        }
        if (attempt >= 2)
          throw new StreetTilesError('changed', 'The street tiles archive keeps changing');
        version = after;
        etag = this.etagOf(area, version);
      } catch (error) {
        if (!(error instanceof StreetTilesError && error.failure === 'changed') || attempt >= 2) {
          throw error;
        }
        if (this.current?.version === version) this.current = undefined;
        version = await this.options.source.version();
        etag = this.etagOf(area, version);
      }
    }
  }

  close(): Promise<void> {
    return this.options.source.close();
  }
}
