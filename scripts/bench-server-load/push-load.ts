/**
 * Push throughput: devices (each its own user, session and client id) pushing batches of
 * addExpense mutations over real HTTP, all at once, for a fixed time.
 */
import { randomUUID } from 'node:crypto';
import { SYNC_PROTOCOL_VERSION } from '../../shared/src/sync/protocol-version';
import { createTrip, expenseArgs, register } from './seed-over-http';

export interface PushFigures {
  mutationsPerSecond: number;
  batchesPerSecond: number;
  p99Ms: number;
}

interface Device {
  cookie: string;
  tripId: string;
  clientId: string;
  nextId: number;
}

export async function pushLoad(
  baseUrl: string,
  options: { devices: number; batch: number; seconds: number; run: string },
): Promise<PushFigures> {
  const devices: Device[] = [];
  for (let d = 0; d < options.devices; d++) {
    const cookie = await register(baseUrl, `push${options.run}d${d}`);
    devices.push({
      cookie,
      tripId: await createTrip(baseUrl, cookie),
      clientId: randomUUID(),
      nextId: 1,
    });
  }
  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  let batches = 0;
  await Promise.all(
    devices.map(async (device) => {
      let n = 0;
      while (performance.now() < deadline) {
        const mutations = Array.from({ length: options.batch }, () => ({
          id: device.nextId++,
          name: 'addExpense',
          args: expenseArgs(device.tripId, n++),
        }));
        const t0 = performance.now();
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
        if (res.status !== 200) throw new Error(`push: ${res.status} ${text}`);
        latencies.push(performance.now() - t0);
        batches++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    mutationsPerSecond: (batches * options.batch) / seconds,
    batchesPerSecond: batches / seconds,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
  };
}
