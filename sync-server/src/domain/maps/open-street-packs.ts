import { TileType } from './pmtiles-header';
import { PmtilesPackMaker } from './pmtiles-pack-maker';
import { StreetPacks } from './street-packs';
import { streetTilesSource, type StreetTilesLocation } from './street-tiles-from-config';
import { XyzPackMaker } from './xyz-pack-maker';
import type { XyzTilesLocation } from './xyz-tiles-setting';

const USER_AGENT = 'Wayfarer street packs';

/**
 * The street packs of the operator's source, opened at start. An archive (STREET_TILES_SOURCE)
 * is read now, so that a wrong path or a file that is not PMTiles v3 stops the start with the
 * reason; a URL that does not answer yet is only a warning: the network may come later. A tile
 * service (STREET_TILES_XYZ) is only asked when a trip's pack is. Undefined without a source.
 */
export async function openStreetPacks(settings: {
  archive?: StreetTilesLocation | undefined;
  xyz?: XyzTilesLocation | undefined;
}): Promise<StreetPacks | undefined> {
  if (settings.xyz) {
    const packs = new StreetPacks({
      maker: new XyzPackMaker({ location: settings.xyz, userAgent: USER_AGENT }),
    });
    console.info(`Street packs: tiles of ${packs.description}, asked tile by tile`);
    return packs;
  }
  const location = settings.archive;
  if (!location) {
    console.info('Street packs: none (neither STREET_TILES_SOURCE nor STREET_TILES_XYZ is set)');
    return undefined;
  }
  const maker = new PmtilesPackMaker(streetTilesSource(location, { userAgent: USER_AGENT }));
  const packs = new StreetPacks({ maker });
  try {
    const { header } = await maker.check();
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
