import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { mountStaticApp } from './static-app';

let root: string;
// Over the 1 KiB below which compression is not worth it.
const script = `export const data = ${JSON.stringify('x'.repeat(4000))};\n`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'wayfarer-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'sw.js'), script);
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Wayfarer"}');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.css'), `body{color:red}${' '.repeat(2000)}`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function staticApp() {
  const { app } = createApp({ db: ':memory:' });
  mountStaticApp(app, root);
  return app;
}

const get = (path: string) =>
  staticApp().request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });

describe('static app', () => {
  it('serves hashed files compressed and immutable for a year', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding')).toBe('gzip');
    }
  });

  it('revalidates the service worker and the manifest on every load, so updates are seen', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a deep link with the app shell', async () => {
    const res = await get('/trips/t1/itinerary');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers a missing hashed file with 404, never the shell', async () => {
    const res = await get('/assets/index-old999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });
});
