/**
 * Push throughput: devices (each its own user, session and client id) pushing batches of
 * addExpense mutations over real HTTP, all at once, for a fixed time. With several nodes the
 * devices are dealt out in turn, so each node serves the same number of them.
 */
import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL_VERSION } from '../../shared/src/sync/protocol-version';
import { createTrip, expenseArgs, register } from './seed-over-http';

export interface PushFigures {
  mutationsPerSecond: number;
  batchesPerSecond: number;
  p99Ms: number;
}

export interface Device {
  cookie: string;
  tripId: string;
  clientId: string;
  nextId: number;
}

/** Registers the devices' users through `baseUrl` (sessions live in the database). */
export async function makeDevices(baseUrl: string, count: number, run: string): Promise<Device[]> {
  const devices: Device[] = [];
  for (let d = 0; d < count; d++) {
    const cookie = await register(baseUrl, `push${run}d${d}`);
    devices.push({
      cookie,
      tripId: await createTrip(baseUrl, cookie),
      clientId: randomUUID(),
      nextId: 1,
    });
  }
  return devices;
}

async function pushOnce(baseUrl: string, device: Device, batch: number): Promise<void> {
  const mutations = Array.from({ length: batch }, () => {
    const id = device.nextId++;
    return { id, name: 'addExpense', args: expenseArgs(device.tripId, id) };
  });
  const res = await fetch(`${baseUrl}/api/sync/push`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      cookie: device.cookie,
    },
    body: JSON.stringify({
      protocolVersion: SYNC_PROTOCOL_VERSION,
      clientId: device.clientId,
      mutations,
    }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`push to ${baseUrl}: ${res.status} ${text}`);
}

/** Every device pushes batch after batch to its node until `seconds` have passed. */
export async function pushLoad(
  nodes: string[],
  devices: Device[],
  options: { batch: number; seconds: number },
): Promise<PushFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    devices.map(async (device, d) => {
      const baseUrl = nodes[d % nodes.length]!;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await pushOnce(baseUrl, device, options.batch);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    mutationsPerSecond: (latencies.length * options.batch) / seconds,
    batchesPerSecond: latencies.length / seconds,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
  };
}

/** A warm-up of `warmupS` (not counted), then the measurement. */
export async function measurePush(
  nodes: string[],
  devices: Device[],
  options: { batch: number; warmupS: number; measureS: number },
): Promise<PushFigures> {
  if (options.warmupS > 0) {
    await pushLoad(nodes, devices, { batch: options.batch, seconds: options.warmupS });
  }
  return pushLoad(nodes, devices, { batch: options.batch, seconds: options.measureS });
}
