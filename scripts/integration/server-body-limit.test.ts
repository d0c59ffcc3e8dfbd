import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serversPerTest, type ServerProcess } from './server-process';

const servers = serversPerTest();

async function start(): Promise<ServerProcess> {
  const dir = servers.folder('wayfarer-body-limit-');
  return servers.spawn(await servers.database(dir), join(dir, 'no-web-build'));
}

const SAME_ORIGIN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/** A JSON body of about `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ username: 'big', password: 'x'.repeat(bytes) });

/** The same body sent in chunks without a Content-Length, so only reading it shows its size. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

/** A normal request after the refused one, on the connection it used unless that was closed. */
async function expectNextRequestAnswered(baseUrl: string) {
  const next = await fetch(`${baseUrl}/api/destinations`);
  expect(next.status).toBe(200);
  expect(Array.isArray(await next.json())).toBe(true);
}

/**
 * Node's fetch (undici) keeps connections alive, so each request below goes out on the
 * connection the refused one used, unless the server closed it.
 */
describe('a refused oversized body leaves the next request on that connection unharmed', () => {
  it('after a 3 MB registration', async () => {
    const { baseUrl } = await start();
    const refused = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: jsonOf(3 * 1024 * 1024),
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'Request body is too large' });

    await expectNextRequestAnswered(baseUrl);
  });

  it('after a registration streamed without a length', async () => {
    const { baseUrl } = await start();
    const refused = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: streamOf(jsonOf(3 * 1024 * 1024)),
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    await refused.text();

    await expectNextRequestAnswered(baseUrl);
  });

  it('after a 3 MB sync push refused for want of a session, before its body is read', async () => {
    const { baseUrl } = await start();
    const refused = await fetch(`${baseUrl}/api/sync/push`, {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: jsonOf(3 * 1024 * 1024),
    });
    expect(refused.status).toBe(401);
    await refused.text();

    await expectNextRequestAnswered(baseUrl);
  });

  it('after a sync push over its own 8 MiB limit', async () => {
    const { baseUrl } = await start();
    const refused = await fetch(`${baseUrl}/api/sync/push`, {
      method: 'POST',
      headers: SAME_ORIGIN,
      // Streamed: the server reads up to its limit, and what is left fits the socket's buffers.
      body: streamOf(jsonOf(8.5 * 1024 * 1024)),
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    await refused.text();

    await expectNextRequestAnswered(baseUrl);
  });
});
