import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers one tile with before (or instead of) the tile itself. */
export interface TileTrouble {
  /** Statuses answered first, in order, then the tile. */
  first: number[];
  /** Retry-After sent with them, in seconds. */
  retryAfter?: string;
}

/**
 * A vector tile service on 127.0.0.1 for tests (never the internet): `/tiles.json` (a TileJSON
 * naming `/v{version}/{z}/{x}/{y}.pbf`) and the tiles it was given, as plain MVT bytes. It counts
 * the requests in flight at once, answers some tiles with errors first, and 404 for the rest.
 */
export class XyzTileServer {
  readonly requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Tiles answered 200 (each once, however often it was asked). */
  readonly served = new Set<string>();
  version = '1';

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly url: string,
  ) {}

  static async start(
    tiles: Map<string, Uint8Array>,
    trouble: Map<string, TileTrouble> = new Map(),
    /** Each answer waits this long, so requests overlap as they would over a network. */
    delayMs = 2,
  ): Promise<XyzTileServer> {
    const remaining = new Map([...trouble].map(([key, t]) => [key, [...t.first]]));
    // The handler needs the instance, which needs the listening server's port.
    const holder: { self?: XyzTileServer } = {};
    const server = createServer((req, res) => {
      const me = holder.self as XyzTileServer;
      me.requests.push({ url: req.url ?? '', headers: req.headers });
      me.inFlight += 1;
      me.maxInFlight = Math.max(me.maxInFlight, me.inFlight);
      setTimeout(() => {
        me.inFlight -= 1;
        if (req.url === '/tiles.json') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              tilejson: '3.0.0',
              tiles: [`${me.url}/v${me.version}/{z}/{x}/{y}.pbf`],
              minzoom: 0,
              maxzoom: 14,
              vector_layers: [{ id: 'transportation', fields: {} }],
            }),
          );
          return;
        }
        const match = /^\/v[^/]+\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(req.url ?? '');
        const key = match ? `${match[1]}/${match[2]}/${match[3]}` : '';
        const status = remaining.get(key)?.shift();
        if (status !== undefined) {
          const retryAfter = trouble.get(key)?.retryAfter;
          res.writeHead(status, retryAfter ? { 'Retry-After': retryAfter } : {});
          res.end();
          return;
        }
        const tile = tiles.get(key);
        if (!tile) {
          res.writeHead(404);
          res.end();
          return;
        }
        me.served.add(key);
        res.writeHead(200, { 'Content-Type': 'application/x-protobuf' });
        res.end(tile);
      }, delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const self = new XyzTileServer(server, `http://127.0.0.1:${port}`);
    holder.self = self;
    return self;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
