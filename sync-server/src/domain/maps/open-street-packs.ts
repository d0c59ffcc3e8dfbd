import { TileType } from './pmtiles-header';
import { StreetPacks } from './street-packs';
import { streetTilesSource, type StreetTilesLocation } from './street-tiles-from-config';

/**
 * The street packs of the operator's archive, opened at start so that a wrong path or a file
 * that is not PMTiles v3 stops the start with the reason. A URL that does not answer yet is only
 * a warning: the network may come later. Undefined without a configured source.
 */
export async function openStreetPacks(
  location: StreetTilesLocation | undefined,
): Promise<StreetPacks | undefined> {
  if (!location) {
    console.info('Street packs: none (STREET_TILES_SOURCE not set)');
    return undefined;
  }
  const packs = new StreetPacks({
    source: streetTilesSource(location, { userAgent: 'Wayfarer street packs' }),
  });
  try {
    const { header } = await packs.check();
    const type = Object.entries(TileType).find(([, code]) => code === header.tileType)?.[0];
    console.info(
      `Street packs: ${packs.description} (${type ?? 'unknown'} tiles, zooms ${header.minZoom}-${header.maxZoom})`,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (location.kind === 'file') {
      console.error(`STREET_TILES_SOURCE: cannot read ${location.path} as PMTiles: ${reason}`);
      process.exit(1);
    }
    console.warn(`Street packs: ${location.url} cannot be read yet (${reason}); asked again later`);
  }
  return packs;
}
