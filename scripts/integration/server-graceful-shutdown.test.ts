import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerOverHttp, serversPerTest } from './server-process';

/**
 * SIGTERM on the real server process: a request already in flight is answered, new connections
 * are refused, an open live-update stream does not hold the shutdown, and the process exits 0.
 */
const servers = serversPerTest();

const tripJson = JSON.stringify({
  id: '7d0a3d1c-8a4b-4c39-9a57-0a3f0c7e2b11',
  destinationId: 'kyoto',
  title: 'Autumn in Kyoto',
  startDate: '2026-10-01',
  endDate: '2026-10-05',
});

/** POSTs a trip whose body arrives in two parts; `finish` sends the rest. */
function slowCreateTrip(baseUrl: string, cookie: string) {
  const url = new URL('/api/trips', baseUrl);
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(tripJson),
      'sec-fetch-site': 'same-origin',
      cookie,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.write(tripJson.slice(0, 20));
  return { answer, finish: () => req.end(tripJson.slice(20)) };
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, ends event streams and exits 0', async () => {
    const dir = servers.folder('wayfarer-shutdown-');
    const server = await servers.spawn(await servers.database(dir), join(dir, 'no-web'));
    const { cookie } = await registerOverHttp(server.baseUrl, `shutdown${Date.now()}`);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);

    // A device listening for changes: an open stream the shutdown must end, not wait for.
    const events = await fetch(`${server.baseUrl}/api/sync/events`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(events.status).toBe(200);
    const streamEnded = events.text().then(
      () => true,
      () => true,
    );

    const slow = slowCreateTrip(server.baseUrl, cookie);
    // The server has the request's headers before the signal lands.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exitCode = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    expect(await streamEnded).toBe(true);

    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ title: 'Autumn in Kyoto' });
    expect(await exitCode).toBe(0);
    // A real server process: starting it (tsx compiling the server) takes most of this on a
    // busy machine, about 19 s of the default 20 s seen under load.
  }, 60_000);
});
