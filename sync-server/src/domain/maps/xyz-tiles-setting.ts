import { z } from 'zod';
import { OSM_TILE_HOST } from './street-tiles-from-config';

/**
 * A public vector tile service (decision 012, "A tile service"): its TileJSON, which names the
 * current tiles' URL and so changes when its data does (OpenFreeMap's
 * https://tiles.openfreemap.org/planet), or a URL template with {z}, {x} and {y}.
 */
export type XyzTilesLocation =
  { kind: 'tilejson'; url: string } | { kind: 'template'; url: string };

const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * STREET_TILES_XYZ: an http(s) URL of a TileJSON, or of tiles with {z}/{x}/{y} in it, serving
 * Mapbox vector tiles in the OpenMapTiles schema. OpenStreetMap's own tile servers are refused,
 * as for STREET_TILES_SOURCE: their usage policy forbids bulk downloads.
 */
export const xyzTilesSetting = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx): XyzTilesLocation => {
    let url: URL;
    try {
      // The placeholders' braces would be escaped by URL; they are checked on the text.
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `STREET_TILES_XYZ is not a valid URL: ${value}` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({
        code: 'custom',
        message: `STREET_TILES_XYZ must be an http(s) URL of a TileJSON or of {z}/{x}/{y} tiles, not a ${url.protocol} URL`,
      });
      return z.NEVER;
    }
    if (OSM_TILE_HOST.test(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "STREET_TILES_XYZ must not be OpenStreetMap's tile servers: their usage policy forbids bulk downloads. Use a vector tile service whose terms allow offline areas a user asks for (for example OpenFreeMap)",
      });
      return z.NEVER;
    }
    const present = PLACEHOLDERS.filter((p) => value.includes(p));
    if (present.length === 0) return { kind: 'tilejson', url: url.toString() };
    if (present.length < PLACEHOLDERS.length) {
      ctx.addIssue({
        code: 'custom',
        message: `STREET_TILES_XYZ must have all of {z}, {x} and {y} in a tile URL, or none in a TileJSON URL: ${value}`,
      });
      return z.NEVER;
    }
    return { kind: 'template', url: value };
  });

/** Why the street settings cannot start as given (both sources set), or undefined. */
export function streetSourcesConflict(settings: {
  STREET_TILES_SOURCE?: unknown;
  STREET_TILES_XYZ?: unknown;
}): string | undefined {
  if (settings.STREET_TILES_SOURCE === undefined || settings.STREET_TILES_XYZ === undefined) {
    return undefined;
  }
  return 'Set at most one of STREET_TILES_SOURCE (a PMTiles archive) and STREET_TILES_XYZ (a tile service): street packs come from one source';
}
