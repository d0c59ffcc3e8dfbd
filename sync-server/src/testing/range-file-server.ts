import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer the test puts in place of the file's bytes (a 503, a 429 with Retry-After). */
export interface InjectedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface RangeRequestSeen {
  range: string | undefined;
  status: number;
}

/**
 * A local web server on 127.0.0.1 serving one archive the way a static host or an object store
 * does: Range requests answered 206 with Content-Range and an ETag, a GET without one the whole
 * file. Tests swap the file, inject failures, slow it down, or make it ignore ranges, and read
 * what it was asked and how many requests it held at once. Never the internet.
 */
export class RangeFileServer {
  readonly requests: RangeRequestSeen[] = [];
  /** The most requests it was answering at the same time. */
  maxInFlight = 0;
  private inFlight = 0;
  private readonly server: Server;
  /** Called for every request before the bytes; an answer replaces them. */
  inject: ((request: IncomingMessage, index: number) => InjectedAnswer | undefined) | undefined;
  delayMs = 0;
  ignoreRanges = false;
  sendEtag = true;

  private constructor(
    private bytes: Uint8Array,
    private etag: string,
  ) {
    this.server = createServer((req, res) => void this.answer(req, res));
  }

  static async start(bytes: Uint8Array, etag = '"v1"'): Promise<RangeFileServer> {
    const server = new RangeFileServer(bytes, etag);
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/tiles/streets.pmtiles`;
  }

  /** Replaces the archive, as an operator uploading a new build would. */
  replace(bytes: Uint8Array, etag: string): void {
    this.bytes = bytes;
    this.etag = etag;
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const index = this.requests.length;
    const seen: RangeRequestSeen = { range: req.headers.range, status: 0 };
    this.requests.push(seen);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      const injected = this.inject?.(req, index);
      if (injected) {
        seen.status = injected.status;
        res.writeHead(injected.status, injected.headers ?? {});
        res.end();
        return;
      }
      const size = this.bytes.length;
      const validators = this.sendEtag ? { ETag: this.etag } : {};
      const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (!match || this.ignoreRanges) {
        seen.status = 200;
        res.writeHead(200, { ...validators, 'Content-Length': String(size) });
        res.end(this.bytes);
        return;
      }
      const start = Number(match[1]);
      const end = Math.min(size - 1, match[2] ? Number(match[2]) : size - 1);
      if (start >= size) {
        seen.status = 416;
        res.writeHead(416, { 'Content-Range': `bytes */${size}` });
        res.end();
        return;
      }
      seen.status = 206;
      res.writeHead(206, {
        ...validators,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(end - start + 1),
      });
      res.end(this.bytes.subarray(start, end + 1));
    } finally {
      this.inFlight -= 1;
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
