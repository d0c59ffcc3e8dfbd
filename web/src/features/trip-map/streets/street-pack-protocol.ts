import { addProtocol } from 'maplibre-gl';
import { PMTiles, Protocol } from 'pmtiles';
import { BlobRangeSource } from './blob-range-source';
import { streetSchemaOf, type StreetSchema } from './street-schema';

/** MapLibre reads `pmtiles://<key>` sources through this one protocol, from the kept Blobs. */
const protocol = new Protocol();
let registered = false;

export interface StreetPackArchive {
  /** The source URL for a MapLibre style: `pmtiles://<key>`. */
  url: string;
  /** Where the pack has tiles, and from which zoom (its header). */
  bounds: [west: number, south: number, east: number, north: number];
  minZoom: number;
  maxZoom: number;
  /** The tiles' schema, from the pack's metadata: which layers draw it. */
  schema: StreetSchema;
}

/**
 * Makes a kept street pack readable by MapLibre: the `pmtiles` protocol (registered once)
 * answers the style's TileJSON and each tile from the Blob by byte ranges, gunzipping the
 * tiles; a missing tile is an empty one, so the base map shows through where the pack has none.
 */
export async function openStreetPack(blob: Blob, key: string): Promise<StreetPackArchive> {
  if (!registered) {
    addProtocol('pmtiles', protocol.tile);
    registered = true;
  }
  const archive = new PMTiles(new BlobRangeSource(blob, key));
  protocol.add(archive);
  const header = await archive.getHeader();
  const metadata = await archive.getMetadata();
  return {
    url: `pmtiles://${key}`,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    schema: streetSchemaOf(metadata),
  };
}
