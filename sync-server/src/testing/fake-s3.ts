import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page (S3's is 1000), small in tests to exercise paging. */
  pageSize?: number;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function s3Error(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A small stand-in for an S3-compatible service on 127.0.0.1 (no S3 server can be installed
 * here): objects in memory, path-style `/<bucket>/<key>`, PUT, GET, HEAD, DELETE and
 * ListObjectsV2. Like S3 it refuses a request whose SigV4 signature it cannot recompute with the
 * configured credentials (so a wrong key, region or bucket fails as it would in production),
 * and a body whose SHA-256 differs from `x-amz-content-sha256`.
 */
export class FakeS3 {
  readonly objects = new Map<string, Buffer>();
  readonly requests: { method: string; path: string }[] = [];
  private readonly server = createServer((req, res) => {
    this.handle(req, res).catch((err: unknown) => {
      console.error('fake S3 failed', err);
      s3Error(res, 500, 'InternalError');
    });
  });

  constructor(private readonly options: FakeS3Options) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Recomputes the signature over the headers the client said it signed. */
  private async signatureMatches(req: IncomingMessage, url: URL): Promise<boolean> {
    const auth = req.headers.authorization ?? '';
    const parsed =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!parsed) return false;
    const [, keyId, , region, signedHeaders] = parsed;
    const { accessKeyId, secretAccessKey } = this.options;
    if (keyId !== accessKeyId || region !== this.options.region) return false;
    const headers = new Headers();
    for (const name of (signedHeaders ?? '').split(';')) {
      const value = req.headers[name];
      if (name !== 'host' && typeof value === 'string') headers.set(name, value);
    }
    const signer = new AwsV4Signer({
      method: req.method ?? 'GET',
      url: url.toString(),
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region: this.options.region,
      datetime: String(req.headers['x-amz-date'] ?? ''),
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === auth;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    this.requests.push({ method: req.method ?? '', path: url.pathname });
    if (!(await this.signatureMatches(req, url))) return s3Error(res, 403, 'SignatureDoesNotMatch');
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== this.options.bucket) return s3Error(res, 404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    if (key === '' && req.method === 'GET') return this.list(url, res);
    const stored = this.objects.get(key);
    switch (req.method) {
      case 'PUT': {
        const body = await readBody(req);
        const claimed = req.headers['x-amz-content-sha256'];
        const actual = createHash('sha256').update(body).digest('hex');
        if (claimed !== 'UNSIGNED-PAYLOAD' && claimed !== actual) {
          return s3Error(res, 400, 'XAmzContentSHA256Mismatch');
        }
        this.objects.set(key, body);
        res.writeHead(200, { etag: `"${actual}"` });
        return void res.end();
      }
      case 'GET':
      case 'HEAD':
        if (!stored) return s3Error(res, 404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': stored.length,
        });
        return void res.end(req.method === 'GET' ? stored : undefined);
      case 'DELETE':
        this.objects.delete(key);
        res.writeHead(204);
        return void res.end();
      default:
        return s3Error(res, 405, 'MethodNotAllowed');
    }
  }

  private list(url: URL, res: ServerResponse): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const after = url.searchParams.get('continuation-token') ?? '';
    const pageSize = this.options.pageSize ?? 1000;
    const keys = [...this.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${xmlEscape(k)}</Key><Size>${this.objects.get(k)?.length ?? 0}</Size></Contents>`,
      )
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? '')}</NextContinuationToken>`
      : '';
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${this.options.bucket}</Name><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }
}
