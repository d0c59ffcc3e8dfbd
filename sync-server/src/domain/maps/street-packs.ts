import { createHash } from 'node:crypto';
import { STREET_PACK_RULE, type AreaRule, type TripArea } from './area-tiles';
import { ConcurrencyLimit } from './concurrency-limit';
import type { CutStats } from './cut-area';
import { StreetPackCache } from './street-pack-cache';
import type { StreetPackMaker } from './street-pack-maker';

export interface StreetPack {
  etag: string;
  /** The archive in the writer's parts (byte-parts.ts), kept and sent without a join. */
  parts: readonly Uint8Array[];
  byteLength: number;
  stats: CutStats;
}

export interface StreetPacksOptions {
  /** Where the tiles come from: the operator's archive or a tile service (street-pack-maker.ts). */
  maker: StreetPackMaker;
  rule?: AreaRule;
  /** Packs kept in memory: at most this many ... */
  cacheEntries?: number;
  /** ... and this many bytes together. */
  cacheBytes?: number;
  /** Packs made at once in this process (each holds its tiles in memory); more wait. */
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
 * Street packs (issue 25, decision 012): a trip's area, cut from the operator's PMTiles archive
 * or fetched from a tile service, as its maker says (street-pack-maker.ts).
 *
 * A pack's ETag stands for what it is made of: the area, the tiles' version and the rule. A
 * device that has a pack asks with it and gets a 304 without any cut; a changed trip or a new
 * tiles' version gives a new ETag. The last few packs are kept in memory, one making of an area runs
 * however many ask for it at once, and at most `concurrentCuts` run together.
 */
export class StreetPacks {
  private readonly rule: AreaRule;
  private readonly cache: StreetPackCache<StreetPack>;
  private readonly cutting = new Map<string, Promise<StreetPack>>();
  private readonly limit: ConcurrencyLimit;

  constructor(private readonly options: StreetPacksOptions) {
    this.rule = options.rule ?? STREET_PACK_RULE;
    this.cache = new StreetPackCache(
      options.cacheEntries ?? 4,
      options.cacheBytes ?? 128 * 2 ** 20,
    );
    this.limit = new ConcurrencyLimit(options.concurrentCuts ?? 2);
  }

  get description(): string {
    return this.options.maker.description;
  }

  /** Kept packs, for tests and the log. */
  get kept(): { entries: number; bytes: number } {
    return this.cache.size;
  }

  private etagOf(area: TripArea, version: string): string {
    const digest = createHash('sha256')
      .update(`${PACK_FORMAT_VERSION}\n${JSON.stringify(this.rule)}\n${version}\n`)
      .update(areaKey(area))
      .digest('base64url');
    return `"sp-${digest.slice(0, 32)}"`;
  }

  /** The ETag of this area's pack from the tiles as they are now; nothing is made. */
  async etagFor(area: TripArea): Promise<string> {
    return this.etagOf(area, await this.options.maker.version());
  }

  /** The area's pack: kept, being made for someone else, or made now. */
  async pack(area: TripArea): Promise<StreetPack> {
    const version = await this.options.maker.version();
    const etag = this.etagOf(area, version);
    const kept = this.cache.get(etag);
    if (kept) return kept;
    const running = this.cutting.get(etag);
    if (running) return running;
    const cut = this.limit
      .run(() => this.make(area, version))
      .finally(() => this.cutting.delete(etag));
    this.cutting.set(etag, cut);
    return cut;
  }

  /** One pack, kept under the ETag of the version it was really made from. */
  private async make(area: TripArea, version: string): Promise<StreetPack> {
    const made = await this.options.maker.make(area, this.rule, version);
    const etag = this.etagOf(area, made.version);
    const { parts, byteLength, stats } = made.cut;
    const pack = { etag, parts, byteLength, stats };
    this.cache.set(etag, pack);
    return pack;
  }

  close(): Promise<void> {
    return this.options.maker.close();
  }
}
