import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { Compression, TileType, type LonLatBounds } from '../domain/maps/pmtiles-header';
import { zxyToTileId } from '../domain/maps/pmtiles-tile-id';
import {
  archiveBytes,
  writePmtiles,
  type ArchiveDescription,
  type TileToWrite,
} from '../domain/maps/pmtiles-writer';
import {
  latOfWorldY,
  tileIndex,
  worldPerMetre,
  worldX,
  worldY,
  type LonLat,
} from '../domain/maps/web-mercator';

/*
 * Street tiles made up for tests and the benchmark, never downloaded: a grid of named streets
 * around a city centre, on a square of land wider than the grid (so the tiles past the streets
 * are all the same land tile, which the writer must store once). Made into Mapbox vector tiles
 * by geojson-vt and vt-pbf, gzipped as Protomaps' own tiles are.
 */

export const LISBON: LonLat = { lon: -9.1393, lat: 38.7223 };
export const PORTO: LonLat = { lon: -8.611, lat: 41.1496 };

export interface MadeUpCity {
  name: string;
  center: LonLat;
  /** The side of the square of streets. */
  streetsKm: number;
  /** The side of the square of land around them. */
  landKm: number;
  /** Between two parallel streets. */
  spacingM: number;
  /** Points along each street, so tiles carry more than two vertices a street. */
  bendsPerKm?: number;
  /** One house on each block of this side; none when not given. */
  buildingsM?: number;
}

/** A lon/lat `east` and `north` metres from a centre (flat-earth: exact enough over a city). */
function offset(center: LonLat, east: number, north: number): [number, number] {
  const perMetre = worldPerMetre(center.lat);
  const lon = center.lon + east * perMetre * 360;
  const lat = latOfWorldY(worldY(center.lat) - north * perMetre);
  return [lon, lat];
}

function square(center: LonLat, sideKm: number): LonLatBounds {
  const half = (sideKm * 1000) / 2;
  const [west, south] = offset(center, -half, -half);
  const [east, north] = offset(center, half, half);
  return { west, south, east, north };
}

export function cityStreets(city: MadeUpCity): FeatureCollection<LineString> {
  const half = (city.streetsKm * 1000) / 2;
  const lines = Math.floor((city.streetsKm * 1000) / city.spacingM) + 1;
  const bends = Math.max(1, Math.round((city.bendsPerKm ?? 1) * city.streetsKm));
  const features: Feature<LineString>[] = [];
  for (let i = 0; i < lines; i++) {
    const along = -half + i * city.spacingM;
    for (const direction of ['Rua', 'Avenida'] as const) {
      const coordinates: [number, number][] = [];
      for (let b = 0; b <= bends; b++) {
        const across = -half + (b / bends) * 2 * half;
        // A little sway, different for each street, so no two streets draw the same.
        const sway = Math.sin(i * 1.7 + b * 0.9) * city.spacingM * 0.15;
        coordinates.push(
          direction === 'Rua'
            ? offset(city.center, across, along + sway)
            : offset(city.center, along + sway, across),
        );
      }
      features.push({
        type: 'Feature',
        properties: { name: `${direction} ${city.name} ${i + 1}`, kind: 'minor_road' },
        geometry: { type: 'LineString', coordinates },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

export function cityLand(city: MadeUpCity): FeatureCollection<Polygon> {
  const { west, south, east, north } = square(city.center, city.landKm);
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'earth' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ],
          ],
        },
      },
    ],
  };
}

/**
 * Houses on every block: a small polygon of six corners, its size and turn different on each
 * block. What makes a benchmark city's tiles weigh what a real city's do (tens of KB at z14).
 */
export function cityBuildings(city: MadeUpCity): FeatureCollection<Polygon> {
  const spacing = city.buildingsM ?? 0;
  const features: Feature<Polygon>[] = [];
  if (spacing <= 0) return { type: 'FeatureCollection', features };
  const half = (city.streetsKm * 1000) / 2;
  const across = Math.floor((city.streetsKm * 1000) / spacing);
  for (let i = 0; i < across; i++) {
    for (let j = 0; j < across; j++) {
      const east = -half + (i + 0.5) * spacing;
      const north = -half + (j + 0.5) * spacing;
      const size = spacing * (0.2 + 0.15 * Math.abs(Math.sin(i * 3.1 + j * 1.3)));
      const turn = (i * 7 + j * 11) % 6;
      const ring = Array.from({ length: 6 }, (_, k) => {
        const angle = ((k + turn / 6) * Math.PI) / 3;
        return offset(city.center, east + size * Math.cos(angle), north + size * Math.sin(angle));
      });
      ring.push(ring[0] as [number, number]);
      features.push({
        type: 'Feature',
        properties: { kind: 'building', height: 6 + ((i + j) % 5) * 3 },
        geometry: { type: 'Polygon', coordinates: [ring] },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** Every tile, zoom 0 to maxZoom, with something of these cities on it. */
export function cityTiles(cities: readonly MadeUpCity[], maxZoom = 14): TileToWrite[] {
  const options = { maxZoom, indexMaxZoom: 5, extent: 4096, buffer: 64, tolerance: 3 };
  const indexes = cities.map((city) => ({
    city,
    layers: {
      earth: new GeoJSONVT(cityLand(city), options),
      roads: new GeoJSONVT(cityStreets(city), options),
      ...(city.buildingsM ? { buildings: new GeoJSONVT(cityBuildings(city), options) } : {}),
    },
  }));
  const tiles = new Map<number, Uint8Array>();
  for (let z = 0; z <= maxZoom; z++) {
    const wanted = new Set<string>();
    for (const { city } of indexes) {
      const land = square(city.center, city.landKm);
      for (let x = tileIndex(worldX(land.west), z); x <= tileIndex(worldX(land.east), z); x++) {
        for (let y = tileIndex(worldY(land.north), z); y <= tileIndex(worldY(land.south), z); y++) {
          wanted.add(`${x}/${y}`);
        }
      }
    }
    for (const key of wanted) {
      const [x, y] = key.split('/').map(Number) as [number, number];
      const layers: Record<string, { features: unknown[] }> = {};
      for (const index of indexes) {
        for (const [name, layer] of Object.entries(index.layers)) {
          const features = layer.getTile(z, x, y)?.features ?? [];
          if (features.length > 0) (layers[name] ??= { features: [] }).features.push(...features);
        }
      }
      if (Object.keys(layers).length === 0) continue;
      const mvt = fromGeojsonVt(layers as Parameters<typeof fromGeojsonVt>[0], {
        version: 2,
        extent: 4096,
      });
      // A plain Uint8Array of its own, as tiles read back from an archive are.
      tiles.set(zxyToTileId(z, x, y), new Uint8Array(gzipSync(mvt)));
    }
  }
  return [...tiles].map(([tileId, data]) => ({ tileId, data }));
}

export const FIXTURE_METADATA = {
  name: 'Wayfarer test streets',
  description: 'Made-up streets around Lisbon and Porto, for tests',
  attribution: '© OpenStreetMap contributors',
  vector_layers: [
    { id: 'earth', fields: { kind: 'String' }, minzoom: 0, maxzoom: 14 },
    { id: 'roads', fields: { name: 'String', kind: 'String' }, minzoom: 0, maxzoom: 14 },
  ],
};

export function fixtureDescription(cities: readonly MadeUpCity[]): ArchiveDescription {
  const boxes = cities.map((city) => square(city.center, city.landKm));
  const first = cities[0];
  return {
    tileType: TileType.mvt,
    tileCompression: Compression.gzip,
    metadata: cities.some((city) => city.buildingsM)
      ? {
          ...FIXTURE_METADATA,
          vector_layers: [
            ...FIXTURE_METADATA.vector_layers,
            {
              id: 'buildings',
              fields: { kind: 'String', height: 'Number' },
              minzoom: 0,
              maxzoom: 14,
            },
          ],
        }
      : FIXTURE_METADATA,
    bounds: {
      west: Math.min(...boxes.map((b) => b.west)),
      south: Math.min(...boxes.map((b) => b.south)),
      east: Math.max(...boxes.map((b) => b.east)),
      north: Math.max(...boxes.map((b) => b.north)),
    },
    center: { ...(first ? first.center : LISBON), zoom: 12 },
  };
}

/** The test cities: a few made-up streets in Lisbon and in Porto. */
export const TEST_CITIES: MadeUpCity[] = [
  { name: 'Lisboa', center: LISBON, streetsKm: 6, landKm: 16, spacingM: 600 },
  { name: 'Porto', center: PORTO, streetsKm: 4, landKm: 10, spacingM: 500 },
];

/** A PMTiles archive of the cities' tiles, written by our writer, and the tiles it holds. */
export function streetFixture(cities: readonly MadeUpCity[] = TEST_CITIES, maxZoom = 14) {
  const tiles = cityTiles(cities, maxZoom);
  const archive = writePmtiles(tiles, fixtureDescription(cities));
  return { tiles, header: archive.header, bytes: archiveBytes(archive) };
}
