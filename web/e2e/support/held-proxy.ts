import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy passed on: its path and the headers the browser sent. */
export interface ProxiedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A proxy in front of the suite's server that sends the first answer it passes on only in part
 * (its headers and the first `heldFraction` of its body) and then holds the connection open
 * until the browser drops it; every later answer goes through whole. A route's `fulfill` hands
 * over a body at once, so a download could never be caught in the middle with it: a browser
 * test sends the request here with `route.continue({ url })` to press Cancel mid-way.
 */
export async function heldProxy(target: string, heldFraction = 0.5) {
  const requests: ProxiedRequest[] = [];
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    requests.push({ path, headers: incoming.headers });
    const first = requests.length === 1;
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!first) {
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          // Held open after this: the browser sees a download under way, until it cancels.
          outgoing.write(body.subarray(0, Math.floor(body.length * heldFraction)));
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
