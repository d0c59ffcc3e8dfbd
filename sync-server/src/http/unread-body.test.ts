import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAfterBody, drainUnreadBody, type DrainLimits } from './unread-body';

const LIMITS: DrainLimits = { maxBytes: 4 * 1024 * 1024, maxMs: 1_000 };

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  server = undefined;
});

/**
 * A server on 127.0.0.1 that starts reading each body the way Hono's bodyLimit does (a web
 * stream reader, read once and then left), then reports what `check` says of the rest.
 */
async function serverReporting(check: (incoming: IncomingMessage) => Promise<unknown>) {
  server = createServer((incoming, res) => {
    // What @hono/node-server hands the app as the request body.
    const reader = Readable.toWeb(incoming).getReader();
    void reader.read().then(async () => {
      res.end(JSON.stringify(await check(incoming)));
    });
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** POSTs `bytes` bytes, the last `tail` of them after `pauseMs`; answers the server's report. */
function post(port: number, bytes: number, { tail = 0, pauseMs = 0 } = {}): Promise<unknown> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', headers: { 'content-length': bytes } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(JSON.parse(text)));
      },
    );
    req.on('error', fail);
    // These servers answer before the body ends, on purpose. Once that answer has been read,
    // Node detaches the request from its socket, so the rest of the body failing to write
    // (EPIPE, ECONNRESET) would surface as an uncaught socket error on a busy machine.
    req.on('socket', (socket) => socket.on('error', () => {}));
    req.write(Buffer.alloc(bytes - tail, 'x'));
    setTimeout(() => req.end(Buffer.alloc(tail, 'x')), pauseMs);
  });
}

describe('drainUnreadBody', () => {
  it('reads the rest of a body a reader started on and left, and says it ended', async () => {
    const port = await serverReporting(async (incoming) => ({
      ended: await drainUnreadBody(incoming, LIMITS),
      complete: incoming.complete,
    }));
    expect(await post(port, 1024 * 1024)).toEqual({ ended: true, complete: true });
  });

  it('gives up past its byte limit', async () => {
    const port = await serverReporting((incoming) =>
      drainUnreadBody(incoming, { ...LIMITS, maxMs: 60_000 }),
    );
    expect(await post(port, 8 * 1024 * 1024)).toBe(false);
  });

  it('gives up on a body that does not end in time', async () => {
    const port = await serverReporting((incoming) =>
      drainUnreadBody(incoming, { ...LIMITS, maxMs: 100 }),
    );
    expect(await post(port, 20 * 1024, { tail: 10, pauseMs: 500 })).toBe(false);
  });
});

describe('answerAfterBody', () => {
  it('keeps the answer as it is once the body has ended, and says close when it has not', async () => {
    const port = await serverReporting(async (incoming) => {
      const answer = await answerAfterBody(
        new Response('{}', { status: 413, headers: { 'content-type': 'application/json' } }),
        incoming,
        LIMITS,
      );
      return [answer.status, answer.headers.get('connection'), await answer.text()];
    });
    expect(await post(port, 1024)).toEqual([413, null, '{}']);
    expect(await post(port, 8 * 1024 * 1024)).toEqual([413, 'close', '{}']);
  });
});
