import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressAnswers, GZIP_MIN_BYTES } from './compression';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['*, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});

const big = { items: Array.from({ length: 100 }, (_, i) => ({ i, text: `item number ${i}` })) };
const bigJson = JSON.stringify(big);
const bigText = `<!doctype html><p>${'A page of the app. '.repeat(100)}</p>`;

function app() {
  const a = new Hono();
  a.use(compressAnswers());
  a.get('/big', (c) => c.html(bigText));
  a.get('/small', (c) => c.html('<p>hello</p>'));
  a.get('/json', (c) => c.json(big));
  a.get('/tagged', (c) => c.body(bigText, 200, { 'Content-Type': 'text/html', ETag: '"v1"' }));
  a.get('/no-transform', (c) =>
    c.body(bigText, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' }),
  );
  a.get('/bytes', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'application/pdf' }));
  a.get('/already', (c) =>
    c.body('x'.repeat(2048), 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' }),
  );
  a.get('/not-modified', (c) => c.body(null, 304));
  a.get('/cookie', (c) => {
    c.header('Set-Cookie', 'a=1');
    c.header('Set-Cookie', 'b=2', { append: true });
    return c.body(bigText, 201, { 'Content-Type': 'text/plain' });
  });
  return a;
}

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app().request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('compressAnswers', () => {
  it('gzips a text answer of 1 KiB or more when the request accepts gzip', async () => {
    expect(bigText.length).toBeGreaterThan(GZIP_MIN_BYTES);
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(bigText.length / 2);
    expect(gunzipSync(zipped).toString()).toBe(bigText);
  });

  it('leaves JSON to the routes (sendJson), with Vary all the same', async () => {
    const res = await get('/json', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(bigJson);
  });

  it('sends the same bytes, with Vary, to a request that does not accept gzip', async () => {
    for (const header of [undefined, 'br', 'gzip;q=0']) {
      const res = await get('/big', header);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(bigText);
    }
  });

  it('leaves small answers, HEAD, 304s and bytes that are not text as they are', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>hello</p>');

    const head = await get('/big', 'gzip', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();

    const notModified = await get('/not-modified', 'gzip');
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-encoding')).toBeNull();

    const pdf = await get('/bytes', 'gzip');
    expect(pdf.headers.get('content-encoding')).toBeNull();
    expect((await pdf.arrayBuffer()).byteLength).toBe(4096);
  });

  it('respects an encoding already chosen and Cache-Control: no-transform', async () => {
    const already = await get('/already', 'gzip');
    expect(already.headers.get('content-encoding')).toBe('br');
    expect(await already.text()).toBe('x'.repeat(2048));

    const kept = await get('/no-transform', 'gzip');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(bigText);
  });

  it('marks a strong ETag weak on the gzipped answer only', async () => {
    expect((await get('/tagged', 'gzip')).headers.get('etag')).toBe('W/"v1"');
    expect((await get('/tagged')).headers.get('etag')).toBe('"v1"');
  });

  it('keeps the status and every header of the answer it replaces, cookies included', async () => {
    const res = await get('/cookie', 'gzip');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigText);
  });
});
