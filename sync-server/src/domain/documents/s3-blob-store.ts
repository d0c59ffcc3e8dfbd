import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertDigest, SHA256_HEX, type BlobStore, type StoredBlob } from './blob-store';

export interface S3Config {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 host. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const PREFIX = 'blobs/';

/** Unescapes the five XML entities S3 uses in keys and tokens. */
function xmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Blobs in an S3-compatible bucket, as objects `blobs/<sha256>`, with path-style URLs (which
 * MinIO, R2, Garage and AWS all accept) and SigV4 signed by aws4fetch. The bucket stays private:
 * the app never hands out object URLs, it streams the bytes through the document routes after
 * checking membership. Uploads send the digest as `x-amz-content-sha256`, so the service itself
 * checks that the bytes it keeps are the ones the server verified.
 */
export class S3BlobStore implements BlobStore {
  readonly name = 's3';
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
    });
    this.base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  }

  private objectUrl(sha256: string): string {
    assertDigest(sha256);
    return `${this.base}/${PREFIX}${sha256}`;
  }

  /** One signed request; a stream body cannot be replayed, so no automatic retries. */
  private async send(url: string, init: RequestInit & { duplex?: 'half' } = {}) {
    return fetch(await this.client.sign(url, init));
  }

  private async fail(what: string, res: Response): Promise<never> {
    const body = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} answered ${res.status}: ${body}`);
  }

  async has(sha256: string): Promise<boolean> {
    const res = await this.send(this.objectUrl(sha256), { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) return this.fail('HEAD', res);
    return true;
  }

  async put(sha256: string, source: { path: string; size: number }): Promise<void> {
    const body = Readable.toWeb(createReadStream(source.path)) as ReadableStream<Uint8Array>;
    const res = await this.send(this.objectUrl(sha256), {
      method: 'PUT',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(source.size),
        'x-amz-content-sha256': sha256,
      },
    });
    if (!res.ok) return this.fail('PUT', res);
    await res.body?.cancel();
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    const res = await this.send(this.objectUrl(sha256));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) return this.fail('GET', res);
    const size = Number(res.headers.get('content-length'));
    return {
      stream: Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
      size,
    };
  }

  async delete(sha256: string): Promise<void> {
    const res = await this.send(this.objectUrl(sha256), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) return this.fail('DELETE', res);
    await res.body?.cancel();
  }

  /** ListObjectsV2 under `blobs/`, page by page. */
  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: PREFIX });
      if (token) query.set('continuation-token', token);
      const res = await this.send(`${this.base}?${query.toString()}`);
      if (!res.ok) return this.fail('LIST', res);
      const xml = await res.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const sha256 = xmlText(match[1] ?? '').slice(PREFIX.length);
        if (SHA256_HEX.test(sha256)) yield sha256;
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
      token = truncated && next ? xmlText(next) : undefined;
    } while (token);
  }
}
