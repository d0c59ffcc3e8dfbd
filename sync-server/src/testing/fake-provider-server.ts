import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeAnswer =
  /** `headers` are sent besides the content type (e.g. a 429's Retry-After). */
  | { status?: number; json: unknown; headers?: Record<string, string> }
  /** A body that is not JSON, such as the ECB's XML. */
  | { status?: number; text: string; contentType: string; headers?: Record<string, string> }
  /** Never answers: for timeout tests. */
  | { hang: true };

export type FakeHandler = (req: FakeRequest) => FakeAnswer | undefined;

/**
 * A local HTTP server on 127.0.0.1 and a free port that answers like a live provider, so the
 * live adapters are tested against real HTTP without touching the internet.
 */
export class FakeProviderServer {
  readonly requests: FakeRequest[] = [];
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();

  private constructor(private handler: FakeHandler) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.answer(req, res, Buffer.concat(chunks).toString('utf8')));
    });
  }

  static async start(handler: FakeHandler): Promise<FakeProviderServer> {
    const fake = new FakeProviderServer(handler);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Swaps the behaviour mid-test (e.g. to start failing). */
  setHandler(handler: FakeHandler) {
    this.handler = handler;
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.requests.push(request);
    const answer = this.handler(request) ?? {
      status: 404,
      json: { errors: [{ title: 'Not found' }] },
    };
    if ('hang' in answer) {
      this.hanging.add(res);
      return;
    }
    if ('text' in answer) {
      res.writeHead(answer.status ?? 200, {
        ...answer.headers,
        'content-type': answer.contentType,
      });
      res.end(answer.text);
      return;
    }
    res.writeHead(answer.status ?? 200, {
      ...answer.headers,
      'content-type': 'application/json',
    });
    res.end(JSON.stringify(answer.json));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
