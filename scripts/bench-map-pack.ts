/**
 * Street pack benchmark (`npm run bench:map-pack`, issue 25): the pack of a trip whose places
 * spread over a 10 × 10 km city (nine places on a 5 km grid), zooms 0 to 14, cut from a
 * generated archive of a made-up city as dense as a real one (streets every 80 m, a house on
 * every 35 m block: z14 tiles of about 20 KB gzipped), with the server's own code
 * (PmtilesReader + cutArea, then the pack written to a file). Beside it, in the same run and on
 * the same disk, a plain copy of a file of the pack's bytes: the kernel's copy (fs.copyFile) and
 * a read-then-write copy through memory. Target: the cut at least 0.5x the plain copy's
 * throughput. Also the same cut over HTTP ranges from a local server (127.0.0.1).
 *
 * With STREET_TILES_SOURCE set (a file or a URL, as the server reads it), the same trip around
 * BENCH_MAP_CENTER ('lat,lon', Lisbon unless given) is also cut from that archive, twice.
 *
 * The generated archive is kept in the system's temporary folder between runs (its name carries
 * a version). It prints figures and asserts nothing: timings on a shared machine are not a test.
 */
import { copyFile, mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaTiles, type TripArea } from '../sync-server/src/domain/maps/area-tiles';
import { cutArea, type StreetPackCut } from '../sync-server/src/domain/maps/cut-area';
import { httpRangeSource } from '../sync-server/src/domain/maps/http-range-source';
import { decodeHeader } from '../sync-server/src/domain/maps/pmtiles-header';
import { PmtilesReader } from '../sync-server/src/domain/maps/pmtiles-reader';
import { tileIdToZxy } from '../sync-server/src/domain/maps/pmtiles-tile-id';
import { fileRangeSource, type RangeSource } from '../sync-server/src/domain/maps/range-source';
import {
  streetTilesSource,
  streetTilesSourceSetting,
} from '../sync-server/src/domain/maps/street-tiles-from-config';
import { latOfWorldY, worldPerMetre, worldY } from '../sync-server/src/domain/maps/web-mercator';
import { RangeFileServer } from '../sync-server/src/testing/range-file-server';
import {
  LISBON,
  streetFixture,
  type MadeUpCity,
} from '../sync-server/src/testing/street-tiles-fixture';

const ROUNDS = Number(process.env.BENCH_MAP_PACK_ROUNDS ?? 9);
const FIXTURE_VERSION = 1;
const CITY: MadeUpCity = {
  name: 'Lisboa',
  center: LISBON,
  streetsKm: 18,
  landKm: 22,
  spacingM: 80,
  bendsPerKm: 20,
  buildingsM: 35,
};

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const rate = (bytes: number, milliseconds: number) =>
  `${((bytes / 1e6) * (1000 / milliseconds)).toFixed(0)} MB/s`;

/** Nine places on a 5 km grid around a centre: a trip's stops and pins over 10 × 10 km. */
function cityTrip(center: { lon: number; lat: number }): TripArea {
  const perMetre = worldPerMetre(center.lat);
  const points = [-5000, 0, 5000].flatMap((north) =>
    [-5000, 0, 5000].map((east) => ({
      lon: center.lon + east * perMetre * 360,
      lat: latOfWorldY(worldY(center.lat) - north * perMetre),
    })),
  );
  return { points, center };
}

interface Timing {
  median: number;
  min: number;
  max: number;
}

function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

async function timed(rounds: number, run: () => Promise<void>): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return summary(times);
}

const spread = (t: Timing) => `${ms(t.median)} (${ms(t.min)} to ${ms(t.max)})`;

async function fixtureFile(): Promise<string> {
  const path = join(tmpdir(), `wayfarer-bench-map-pack-v${FIXTURE_VERSION}.pmtiles`);
  const kept = await stat(path).catch(() => undefined);
  if (kept) {
    console.info(`Archive: ${path} (${mb(kept.size)}, kept from an earlier run)`);
    return path;
  }
  const start = performance.now();
  const { bytes, tiles } = streetFixture([CITY]);
  await writeFile(path, bytes);
  console.info(
    `Archive: ${path}: ${tiles.length} tiles, ${mb(bytes.length)}, generated in ${ms(performance.now() - start)}`,
  );
  return path;
}

/**
 * The pack's parts written as they are, as the route sends them: never joined into one copy,
 * a few hundred parts to a system call (writev).
 */
async function writeParts(path: string, parts: readonly Uint8Array[]) {
  const file = await open(path, 'w');
  try {
    for (let i = 0; i < parts.length; i += 512) {
      const batch = parts.slice(i, i + 512);
      const { bytesWritten } = await file.writev(batch as Uint8Array[]);
      const expected = batch.reduce((sum, part) => sum + part.length, 0);
      if (bytesWritten !== expected) throw new Error('A short write on the local disk');
    }
  } finally {
    await file.close();
  }
}

/** One cut: the archive opened afresh (cold directories), the pack written to `out`. */
async function cutTo(source: RangeSource, area: TripArea, out: string): Promise<StreetPackCut> {
  const reader = await PmtilesReader.open(source);
  const cut = await cutArea(reader, area);
  await writeParts(out, cut.parts);
  return cut;
}

function describeCut(cut: StreetPackCut) {
  const leaves = decodeHeader(cut.parts[0] as Uint8Array).leafDirectoriesLength;
  console.info(
    `  pack: ${mb(cut.stats.bytes)}, ${cut.stats.tiles} tiles (${cut.stats.contents} contents), zooms ${cut.stats.minZoom}-${cut.stats.maxZoom}, the trip's box to zoom ${cut.stats.boxZoom}, leaf directories ${leaves} bytes, ${mb(cut.stats.bytesRead)} read from the source`,
  );
}

async function benchFixture(dir: string) {
  const path = await fixtureFile();
  const area = cityTrip(LISBON);
  const packPath = join(dir, 'pack.pmtiles');
  const copyPath = join(dir, 'copy.pmtiles');

  // Warm: page cache, JIT.
  const warmSource = fileRangeSource(path);
  const first = await cutTo(warmSource, area, packPath);
  await warmSource.close();
  console.info('\nA 10 × 10 km city trip (nine places on a 5 km grid), from a file:');
  describeCut(first);
  // The pack's tiles per zoom: the area's tiles, looked up in the pack itself.
  const zooms = new Map<number, number>();
  const packSource = fileRangeSource(packPath);
  const packReader = await PmtilesReader.open(packSource);
  for (const { tileId } of await packReader.locate(areaTiles(area).tileIds)) {
    const z = tileIdToZxy(tileId)[0];
    zooms.set(z, (zooms.get(z) ?? 0) + 1);
  }
  await packSource.close();
  console.info(
    `  tiles per zoom: ${[...zooms]
      .sort((a, b) => a[0] - b[0])
      .map(([z, n]) => `z${z} ${n}`)
      .join(', ')}`,
  );

  const bytes = first.byteLength;
  // Interleaved round by round, so a burst of load on the shared machine falls on all three.
  const times = { cut: [] as number[], kernel: [] as number[], memory: [] as number[] };
  const time = async (into: number[], run: () => Promise<void>) => {
    const start = performance.now();
    await run();
    into.push(performance.now() - start);
  };
  for (let round = 0; round < ROUNDS; round++) {
    await time(times.cut, async () => {
      const source = fileRangeSource(path);
      await cutTo(source, area, packPath);
      await source.close();
    });
    await time(times.kernel, () => copyFile(packPath, copyPath));
    await time(times.memory, async () => {
      await writeFile(copyPath, await readFile(packPath));
    });
  }
  const [cut, kernelCopy, memoryCopy] = [times.cut, times.kernel, times.memory].map(summary) as [
    Timing,
    Timing,
    Timing,
  ];
  console.info(`\n${ROUNDS} rounds, medians (fastest to slowest):`);
  console.info(`  cut (open, cut, write the pack)  ${spread(cut)}, ${rate(bytes, cut.median)}`);
  console.info(
    `  kernel copy (fs.copyFile)        ${spread(kernelCopy)}, ${rate(bytes, kernelCopy.median)}`,
  );
  console.info(
    `  read + write copy                ${spread(memoryCopy)}, ${rate(bytes, memoryCopy.median)}`,
  );
  console.info(
    `  cut / copy throughput: ${(kernelCopy.median / cut.median).toFixed(2)}x the kernel copy, ${(memoryCopy.median / cut.median).toFixed(2)}x the read + write copy (target 0.5x)`,
  );

  const server = await RangeFileServer.start(await readFile(path));
  try {
    const overHttp = await timed(ROUNDS, async () => {
      await cutTo(httpRangeSource({ url: server.url }), area, packPath);
    });
    const requests = server.requests.length / ROUNDS;
    console.info(
      `  over HTTP ranges (127.0.0.1)     ${spread(overHttp)}, ${rate(bytes, overHttp.median)}, ${requests} requests a cut`,
    );
  } finally {
    await server.close();
  }
}

async function benchOperatorSource(dir: string) {
  const setting = process.env.STREET_TILES_SOURCE;
  if (!setting) {
    console.info('\nSTREET_TILES_SOURCE not set: no figures for an operator archive.');
    return;
  }
  const location = streetTilesSourceSetting.parse(setting);
  const [lat, lon] = (process.env.BENCH_MAP_CENTER ?? `${LISBON.lat},${LISBON.lon}`)
    .split(',')
    .map(Number) as [number, number];
  const area = cityTrip({ lon, lat });
  console.info(`\nThe same trip around ${lat},${lon} from STREET_TILES_SOURCE (${setting}):`);
  const source = streetTilesSource(location, { userAgent: 'Wayfarer street packs benchmark' });
  for (const round of ['cold', 'warm'] as const) {
    const start = performance.now();
    const cut = await cutTo(source, area, join(dir, 'operator.pmtiles'));
    const took = performance.now() - start;
    console.info(`  ${round}: ${ms(took)}, ${rate(cut.stats.bytes, took)}`);
    if (round === 'cold') describeCut(cut);
  }
  await source.close();
}

const dir = await mkdtemp(join(tmpdir(), 'wayfarer-bench-map-pack-'));
try {
  await benchFixture(dir);
  await benchOperatorSource(dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
