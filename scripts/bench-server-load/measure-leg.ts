/**
 * One leg of bench:server: the same measurements on one engine, through one node or several
 * sharing its database. What is read and pushed is made once per database (`seedLeg`), through
 * the API like a device would.
 */
import { measurePush, makeDevices, type Device, type PushFigures } from './push-load';
import { measureReads, type ExpectedStatus, type ReadFigures, type Timing } from './read-load';
import { fullTrip, register } from './seed-over-http';

export const DEVICES = 20;
export const BATCH = 50;

export interface LegSeed {
  cookie: string;
  tripId: string;
  devices: Device[];
}

/** What Chromium sends with every request; every browser accepts gzip. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface LegFigures {
  /** As a browser asks, accepting gzip. */
  trip: ReadFigures;
  /** Without Accept-Encoding: the answer's whole JSON on every request. */
  tripIdentity?: ReadFigures;
  /** Measured on one node only (the list is served from each process's memory). */
  destinations?: ReadFigures;
  /** Asked again as a browser that keeps it does (If-None-Match), answered 304. */
  destinationsAgain?: ReadFigures;
  destinationsIdentity?: ReadFigures;
  push: PushFigures;
}

/** A signed-in user with a trip of 50 expenses and 20 items, and the pushing devices. */
export async function seedLeg(baseUrl: string, run: string): Promise<LegSeed> {
  const cookie = await register(baseUrl, `bench${run}`);
  const tripId = await fullTrip(baseUrl, cookie);
  const devices = await makeDevices(baseUrl, DEVICES, run);
  return { cookie, tripId, devices };
}

/**
 * Reads go to every node at once; push devices are dealt out over the nodes in turn. Reads are
 * measured as a browser asks (accepting gzip), and with `identity` also without Accept-Encoding.
 */
export async function measureLeg(
  servers: Array<{ url: string; pid: number }>,
  seed: LegSeed,
  timing: Timing,
  options: { destinations: boolean; identity: boolean },
): Promise<LegFigures> {
  const nodes = servers.map((s) => s.url);
  const pids = servers.map((s) => s.pid);
  const reads = (path: string, headers: Record<string, string>, expected?: ExpectedStatus) =>
    measureReads(
      nodes.map((url) => `${url}${path}`),
      timing,
      headers,
      pids,
      expected,
    );
  const tripPath = `/api/trips/${seed.tripId}`;
  const signedIn = { cookie: seed.cookie };
  const trip = await reads(tripPath, { ...signedIn, ...BROWSER_ACCEPT_ENCODING });
  const tripIdentity = options.identity ? await reads(tripPath, signedIn) : undefined;
  const destinations = options.destinations
    ? await reads('/api/destinations', BROWSER_ACCEPT_ENCODING)
    : undefined;
  const destinationsAgain = options.destinations
    ? await reads(
        '/api/destinations',
        {
          ...BROWSER_ACCEPT_ENCODING,
          'if-none-match': await etagOf(`${nodes[0]}/api/destinations`),
        },
        '3xx',
      )
    : undefined;
  const destinationsIdentity =
    options.destinations && options.identity ? await reads('/api/destinations', {}) : undefined;
  const push = await measurePush(nodes, seed.devices, { batch: BATCH, ...timing });
  return {
    trip,
    push,
    ...(tripIdentity && { tripIdentity }),
    ...(destinations && { destinations }),
    ...(destinationsAgain && { destinationsAgain }),
    ...(destinationsIdentity && { destinationsIdentity }),
  };
}

/** The validator a browser keeps from its first answer (weak: that answer was gzipped). */
async function etagOf(url: string): Promise<string> {
  const res = await fetch(url, { headers: BROWSER_ACCEPT_ENCODING });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`${url} answered no ETag`);
  return etag;
}
