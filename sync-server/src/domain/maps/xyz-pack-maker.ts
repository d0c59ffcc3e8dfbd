import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { areaBox, areaTiles, type AreaRule, type TripArea } from './area-tiles';
import type { StreetPackCut } from './cut-area';
import { Compression, TileType, type LonLatBounds } from './pmtiles-header';
import { tileIdToZxy } from './pmtiles-tile-id';
import { writePmtiles, type TileToWrite } from './pmtiles-writer';
import type { StreetPackMaker } from './street-pack-maker';
import { NoStreetTilesHere, StreetPackTooLarge, StreetTilesError } from './street-tiles-error';
import { tileBounds } from './web-mercator';
import { XyzFetcher, type XyzFetcherOptions } from './xyz-tile-fetcher';
import type { XyzTilesLocation } from './xyz-tiles-setting';

/** What the device reads to choose the style that draws a pack (its `schema` field). */
export const OPENMAPTILES_SCHEMA = 'openmaptiles';
export const OPENMAPTILES_ATTRIBUTION = '© OpenMapTiles © OpenStreetMap contributors';

/** How long a TileJSON's answer is believed before it is asked again. */
const TILEJSON_TTL_MS = 60 * 60 * 1000;
const CENTER_ZOOM = 12;

interface Service {
  /** The tiles' URL template, with {z}, {x} and {y}. */
  template: string;
  minZoom: number;
  maxZoom: number;
  /** What changes when the service's data does. */
  version: string;
  vectorLayers?: unknown;
}

const gzipped = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The UTC day of `time`: a template's version (decision 012). */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface XyzPackMakerOptions extends XyzFetcherOptions {
  location: XyzTilesLocation;
}

/**
 * Packs fetched tile by tile from a public vector tile service in the OpenMapTiles schema
 * (STREET_TILES_XYZ; decision 012, "A tile service"): the area's tiles by the same rule as a
 * cut, through XyzFetcher (3 at a time, backing off), stopped as soon as the bytes pass the
 * rule's cap, and written as a PMTiles archive of gzipped tiles with the schema and the credit
 * in its metadata.
 *
 * Its version: a TileJSON's tile URL and `version` (OpenFreeMap names each build in its tiles'
 * URL, so this changes exactly when the data does), asked at most hourly; for a bare template,
 * the UTC day, since a template says nothing of the data behind it.
 */
export class XyzPackMaker implements StreetPackMaker {
  private readonly fetcher: XyzFetcher;
  private readonly now: () => number;
  private service: { at: number; value: Promise<Service> } | undefined;

  constructor(private readonly options: XyzPackMakerOptions) {
    this.fetcher = new XyzFetcher(options);
    this.now = options.now ?? Date.now;
  }

  get description(): string {
    return this.options.location.url;
  }

  private async readTileJson(url: string): Promise<Service> {
    const bytes = await this.fetcher.get(url);
    if (!bytes) throw new StreetTilesError('unavailable', `No TileJSON at ${url}`);
    let json: { tiles?: unknown; minzoom?: unknown; maxzoom?: unknown; version?: unknown };
    try {
      json = JSON.parse(new TextDecoder().decode(bytes)) as typeof json;
    } catch (cause) {
      throw new StreetTilesError('unavailable', `${url} is not a TileJSON`, { cause });
    }
    const template = Array.isArray(json.tiles) ? json.tiles[0] : undefined;
    if (typeof template !== 'string' || !template.includes('{z}')) {
      throw new StreetTilesError('unavailable', `The TileJSON at ${url} names no tiles`);
    }
    const zoom = (value: unknown, fallback: number) =>
      typeof value === 'number' && Number.isInteger(value) ? value : fallback;
    return {
      template: new URL(template, url).toString().replace(/%7B/g, '{').replace(/%7D/g, '}'),
      minZoom: zoom(json.minzoom, 0),
      maxZoom: zoom(json.maxzoom, 14),
      version: `tilejson|${template}|${String(json.version ?? '')}`,
      ...('vector_layers' in json ? { vectorLayers: json.vector_layers } : {}),
    };
  }

  private serviceNow(): Promise<Service> {
    const { location } = this.options;
    if (location.kind === 'template') {
      return Promise.resolve({
        template: location.url,
        minZoom: 0,
        maxZoom: 14,
        version: `template|${location.url}|${dayOf(this.now())}`,
      });
    }
    const time = this.now();
    if (!this.service || time - this.service.at >= TILEJSON_TTL_MS) {
      const current = { at: time, value: this.readTileJson(location.url) };
      this.service = current;
      current.value.catch(() => {
        if (this.service === current) this.service = undefined;
      });
    }
    return this.service.value;
  }

  async version(): Promise<string> {
    return sha((await this.serviceNow()).version);
  }

  async make(
    area: TripArea,
    rule: AreaRule,
    _version: string,
  ): Promise<{ cut: StreetPackCut; version: string }> {
    const service = await this.serviceNow();
    const madeFrom = sha(service.version);
    const { tileIds, boxZoom } = areaTiles(area, rule, service);
    const stop = new AbortController();
    let bytes = 0;
    let tooLarge: StreetPackTooLarge | undefined;
    const fetched = await Promise.allSettled(
      tileIds.map(async (tileId): Promise<TileToWrite | undefined> => {
        const [z, x, y] = tileIdToZxy(tileId);
        const url = service.template
          .replace('{z}', String(z))
          .replace('{x}', String(x))
          .replace('{y}', String(y));
        let body: Uint8Array | undefined;
        try {
          body = await this.fetcher.get(url, stop.signal);
        } catch (error) {
          // One tile failing fails the pack: the others still queued are not asked for.
          if (!stop.signal.aborted) stop.abort(error);
          throw error;
        }
        if (!body || body.length === 0) return undefined;
        const data = gzipped(body) ? body : new Uint8Array(gzipSync(body));
        bytes += data.length;
        if (bytes > rule.maxBytes && !tooLarge) {
          const mb = (n: number) => Math.ceil(n / (1024 * 1024));
          tooLarge = new StreetPackTooLarge(
            `This trip's street pack would be more than ${mb(rule.maxBytes)} MB, over the ${mb(rule.maxBytes)} MB limit: its places cover too much ground for one pack`,
          );
          stop.abort(tooLarge);
        }
        return { tileId, data };
      }),
    );
    if (tooLarge) throw tooLarge;
    const failed = fetched.find((result) => result.status === 'rejected');
    if (failed) throw stop.signal.reason ?? failed.reason;
    const tiles = fetched
      .map((result) => (result.status === 'fulfilled' ? result.value : undefined))
      .filter((tile) => tile !== undefined);
    if (tiles.length === 0) {
      throw new NoStreetTilesHere("The server's street maps do not cover this trip's places");
    }

    let bounds: LonLatBounds | undefined;
    for (const { tileId } of tiles) {
      const [z, x, y] = tileIdToZxy(tileId);
      if (z < boxZoom) continue;
      const b = tileBounds(z, x, y);
      bounds = bounds
        ? {
            west: Math.min(bounds.west, b.west),
            south: Math.min(bounds.south, b.south),
            east: Math.max(bounds.east, b.east),
            north: Math.max(bounds.north, b.north),
          }
        : b;
    }
    const box = areaBox(area);
    const packBounds = bounds ?? box;
    const center = area.center ?? {
      lon: (box.west + box.east) / 2,
      lat: (box.south + box.north) / 2,
    };
    const minZoom = tileIdToZxy(tiles[0]?.tileId ?? 0)[0];
    const maxZoom = tileIdToZxy(tiles.at(-1)?.tileId ?? 0)[0];
    const archive = writePmtiles(tiles, {
      tileType: TileType.mvt,
      tileCompression: Compression.gzip,
      metadata: {
        name: 'Street pack',
        schema: OPENMAPTILES_SCHEMA,
        attribution: OPENMAPTILES_ATTRIBUTION,
        ...(service.vectorLayers ? { vector_layers: service.vectorLayers } : {}),
      },
      bounds: packBounds,
      center: {
        lon: clamp(center.lon, packBounds.west, packBounds.east),
        lat: clamp(center.lat, packBounds.south, packBounds.north),
        zoom: clamp(CENTER_ZOOM, minZoom, maxZoom),
      },
    });
    return {
      // Made from the service as it is now, which may have moved on since `version` was asked.
      version: madeFrom,
      cut: {
        parts: archive.parts,
        byteLength: archive.byteLength,
        bounds: packBounds,
        stats: {
          tiles: archive.header.addressedTiles,
          contents: archive.header.tileContents,
          bytes: archive.byteLength,
          bytesRead: bytes,
          boxZoom,
          minZoom,
          maxZoom,
        },
      },
    };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
