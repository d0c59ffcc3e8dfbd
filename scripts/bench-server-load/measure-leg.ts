/**
 * One leg of bench:server: the same measurements on one engine, through one node or several
 * sharing its database. What is read and pushed is made once per database (`seedLeg`), through
 * the API like a device would.
 */
import { measurePush, makeDevices, type Device, type PushFigures } from './push-load';
import { measureReads, type ReadFigures, type Timing } from './read-load';
import { fullTrip, register } from './seed-over-http';

export const DEVICES = 20;
export const BATCH = 50;

export interface LegSeed {
  cookie: string;
  tripId: string;
  devices: Device[];
}

export interface LegFigures {
  trip: ReadFigures;
  /** Measured on one node only (the list is served from each process's memory). */
  destinations?: ReadFigures;
  push: PushFigures;
}

/** A signed-in user with a trip of 50 expenses and 20 items, and the pushing devices. */
export async function seedLeg(baseUrl: string, run: string): Promise<LegSeed> {
  const cookie = await register(baseUrl, `bench${run}`);
  const tripId = await fullTrip(baseUrl, cookie);
  const devices = await makeDevices(baseUrl, DEVICES, run);
  return { cookie, tripId, devices };
}

/** Reads go to every node at once; push devices are dealt out over the nodes in turn. */
export async function measureLeg(
  servers: Array<{ url: string; pid: number }>,
  seed: LegSeed,
  timing: Timing,
  options: { destinations: boolean },
): Promise<LegFigures> {
  const nodes = servers.map((s) => s.url);
  const pids = servers.map((s) => s.pid);
  const trip = await measureReads(
    nodes.map((url) => `${url}/api/trips/${seed.tripId}`),
    timing,
    { cookie: seed.cookie },
    pids,
  );
  const destinations = options.destinations
    ? await measureReads(
        nodes.map((url) => `${url}/api/destinations`),
        timing,
        {},
        pids,
      )
    : undefined;
  const push = await measurePush(nodes, seed.devices, { batch: BATCH, ...timing });
  return { trip, ...(destinations ? { destinations } : {}), push };
}
