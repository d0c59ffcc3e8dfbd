import { resolve } from 'node:path';
import { z } from 'zod';
import { httpRangeSource } from './http-range-source';
import { fileRangeSource, type RangeSource } from './range-source';

/** Where the operator's PMTiles archive is: a file on this machine, or a URL serving ranges. */
export type StreetTilesLocation = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/**
 * OpenStreetMap's own tile servers are for viewing maps, and their usage policy forbids bulk
 * downloading (decision 012); they serve PNG images by z/x/y anyway, never a PMTiles archive.
 */
export const OSM_TILE_HOST = /(^|\.)tile\.openstreetmap\.org$/i;

/**
 * STREET_TILES_SOURCE: a file path, or an http(s) URL of an archive on a server that answers
 * Range requests (a static host, an object store). Any other scheme is refused at start with a
 * message that says what is expected.
 */
export const streetTilesSourceSetting = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx): StreetTilesLocation => {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { kind: 'file', path: resolve(value) };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `STREET_TILES_SOURCE is not a valid URL: ${value}` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({
        code: 'custom',
        message:
          'STREET_TILES_SOURCE must be a file path or an http(s) URL of a PMTiles archive, not a ' +
          `${url.protocol} URL`,
      });
      return z.NEVER;
    }
    if (OSM_TILE_HOST.test(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "STREET_TILES_SOURCE must not be OpenStreetMap's tile servers: their usage policy forbids bulk downloads. Use a PMTiles archive of your own (for example a Protomaps build or an extract of it)",
      });
      return z.NEVER;
    }
    return { kind: 'url', url: url.toString() };
  });

export function streetTilesSource(
  location: StreetTilesLocation,
  options: { userAgent?: string; timeoutMs?: number } = {},
): RangeSource {
  if (location.kind === 'file') return fileRangeSource(location.path);
  return httpRangeSource({ url: location.url, ...options });
}
