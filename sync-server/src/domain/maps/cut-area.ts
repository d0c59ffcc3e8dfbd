import { areaBox, areaTiles, STREET_PACK_RULE, type AreaRule, type TripArea } from './area-tiles';
import type { LonLatBounds } from './pmtiles-header';
import type { PmtilesReader } from './pmtiles-reader';
import { tileIdToZxy } from './pmtiles-tile-id';
import { writePmtiles, type TileToWrite } from './pmtiles-writer';
import { NoStreetTilesHere, StreetPackTooLarge } from './street-tiles-error';
import { tileBounds } from './web-mercator';

export interface CutStats {
  /** Tiles in the pack (before run-length encoding). */
  tiles: number;
  /** Distinct tile contents stored. */
  contents: number;
  /** The pack's size in bytes. */
  bytes: number;
  /** Bytes read from the source for it (leaf directories, metadata, tile ranges). */
  bytesRead: number;
  /** The deepest zoom the trip's whole box was covered at. */
  boxZoom: number;
  minZoom: number;
  maxZoom: number;
}

export interface StreetPackCut {
  /** The pack as the writer's parts, in order (byte-parts.ts): sent or written without a join. */
  parts: readonly Uint8Array[];
  byteLength: number;
  bounds: LonLatBounds;
  stats: CutStats;
}

/** The zoom a pack opens at around its centre: a town's streets. */
const CENTER_ZOOM = 12;

function union(a: LonLatBounds | undefined, b: LonLatBounds): LonLatBounds {
  if (!a) return { ...b };
  return {
    west: Math.min(a.west, b.west),
    south: Math.min(a.south, b.south),
    east: Math.max(a.east, b.east),
    north: Math.max(a.north, b.north),
  };
}

/** The part of `bounds` the source covers; the bounds as they are when the source tells none. */
function within(bounds: LonLatBounds, source: LonLatBounds): LonLatBounds {
  if (!(source.west < source.east && source.south < source.north)) return bounds;
  const clipped = {
    west: Math.max(bounds.west, source.west),
    south: Math.max(bounds.south, source.south),
    east: Math.min(bounds.east, source.east),
    north: Math.min(bounds.north, source.north),
  };
  return clipped.west < clipped.east && clipped.south < clipped.north ? clipped : bounds;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Cuts a trip's area (area-tiles.ts says which tiles) out of a PMTiles archive into a new one:
 * the tiles copied byte for byte, in the source's tile type and compression, with its metadata
 * (layers, attribution). The directories say how large the pack would be before any tile is
 * read, so an area over `rule.maxBytes` is refused at the cost of a few directory reads.
 *
 * The header's bounds are the ground the pack's tiles cover from the box's zoom down (the
 * zooms that show the trip rather than the world), within the source's own bounds; its centre
 * is the area's, at zoom 12 where the pack has it.
 */
export async function cutArea(
  reader: PmtilesReader,
  area: TripArea,
  rule: AreaRule = STREET_PACK_RULE,
): Promise<StreetPackCut> {
  const source = reader.header;
  const readBefore = reader.bytesRead;
  const { tileIds, boxZoom } = areaTiles(area, rule, source);
  const locations = await reader.locate(tileIds);
  if (locations.length === 0) {
    throw new NoStreetTilesHere("The server's street maps do not cover this trip's places");
  }
  const blobBytes = new Map(locations.map(({ offset, length }) => [offset, length]));
  const estimate = [...blobBytes.values()].reduce((sum, length) => sum + length, 0);
  if (estimate > rule.maxBytes) {
    const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024));
    throw new StreetPackTooLarge(
      `This trip's street pack would be about ${mb(estimate)} MB, over the ${mb(rule.maxBytes)} MB limit: its places cover too much ground for one pack`,
    );
  }

  const blobs = await reader.readTiles(locations);
  let bounds: LonLatBounds | undefined;
  const tiles: TileToWrite[] = locations.map(({ tileId, offset }) => {
    const [z, x, y] = tileIdToZxy(tileId);
    if (z >= boxZoom) bounds = union(bounds, tileBounds(z, x, y));
    return { tileId, data: blobs.get(offset) as Uint8Array };
  });
  // Every area has a tile at or below its box zoom unless the source lacks all of those zooms.
  const packBounds = within(bounds ?? areaBox(area), source.bounds);
  const box = areaBox(area);
  const center = area.center ?? {
    lon: (box.west + box.east) / 2,
    lat: (box.south + box.north) / 2,
  };
  const minZoom = tileIdToZxy(locations[0]?.tileId ?? 0)[0];
  const maxZoom = tileIdToZxy(locations.at(-1)?.tileId ?? 0)[0];

  const archive = writePmtiles(tiles, {
    tileType: source.tileType,
    tileCompression: source.tileCompression,
    metadata: await reader.metadataJson(),
    bounds: packBounds,
    center: {
      lon: clamp(center.lon, packBounds.west, packBounds.east),
      lat: clamp(center.lat, packBounds.south, packBounds.north),
      zoom: clamp(CENTER_ZOOM, minZoom, maxZoom),
    },
  });
  return {
    parts: archive.parts,
    byteLength: archive.byteLength,
    bounds: packBounds,
    stats: {
      tiles: archive.header.addressedTiles,
      contents: archive.header.tileContents,
      bytes: archive.byteLength,
      // Counted on the reader: a cut running beside this one on it adds its reads too.
      bytesRead: reader.bytesRead - readBefore,
      boxZoom,
      minZoom,
      maxZoom,
    },
  };
}
