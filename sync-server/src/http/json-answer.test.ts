import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compression';
import { sendJson } from './json-answer';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ i, name: `Kyoto day ${i}` })) };

function app() {
  const a = new Hono();
  a.use(compressAnswers());
  a.get('/big', (c) => sendJson(c, big));
  a.get('/created', (c) => sendJson(c, big, 201));
  a.get('/small', (c) => sendJson(c, { ok: true }));
  a.get('/as-c-json', (c) => c.json(big));
  return a;
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app().request(path, { method, headers });

describe('sendJson', () => {
  it('answers what c.json answers to a request that does not accept gzip', async () => {
    const [sent, reference] = await Promise.all([get('/big'), get('/as-c-json')]);
    expect(sent.status).toBe(200);
    expect([...sent.headers]).toEqual([...reference.headers]);
    expect(await sent.text()).toBe(await reference.text());
  });

  it('gzips 1 KiB or more when the request accepts it, keeping the status', async () => {
    const res = await get('/created', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(JSON.parse(text)).toEqual(big);
  });

  it('sends a small answer, a HEAD and a refusal of gzip as they are', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const refused = await get('/big', { 'Accept-Encoding': 'gzip;q=0, br' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toEqual(big);
    const head = await get('/big', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
