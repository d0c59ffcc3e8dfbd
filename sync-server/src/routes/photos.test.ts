import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { destinationPhotoSchema, destinationPhotosResponseSchema } from '@shared/api/photos';
import { seedDestinations } from '../domain/destinations/seed';
import { photoServiceFromConfig } from '../domain/photos/photo-service-from-config';
import { PhotoService } from '../domain/photos/photo-service';
import { testApp } from '../testing/test-app';
import { WikimediaFake } from '../testing/wikimedia-fake';

let fake: WikimediaFake;
let dir: string;
let photos: PhotoService;

beforeAll(async () => {
  fake = await WikimediaFake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wayfarer-photos-'));
  photos = photoServiceFromConfig({
    provider: 'wikimedia',
    dir,
    timeoutMs: 400,
    wikimediaBaseUrl: fake.baseUrl,
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function seededApp(service = photos) {
  const built = testApp({ photos: service });
  await seedDestinations(built.db);
  return built;
}

const paris = { id: 'paris', name: 'Paris', country: 'France' };

describe('destination photos', () => {
  it('stores a found photo in every size and format, with its credit beside it', async () => {
    await photos.ensure(paris);
    const files = readdirSync(join(dir, 'paris')).sort();
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(3);
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(3);
    const record = JSON.parse(readFileSync(join(dir, 'paris', 'credit.json'), 'utf8')) as {
      credit: { licence: string };
    };
    expect(record.credit.licence).toBe('CC BY-SA 4.0');
  });

  it('serves the sizes from our origin with their type and a long cache life', async () => {
    await photos.ensure(paris);
    const { app } = await seededApp();
    const res = await app.request('/api/destinations/paris/photo');
    expect(res.status).toBe(200);
    const photo = destinationPhotoSchema.parse(await res.json());
    expect(photo.credit).toMatchObject({ author: 'Jane D&oe', licence: 'CC BY-SA 4.0' });
    expect(photo.webp.map((s) => s.width)).toEqual([480, 960, 1440]);
    for (const source of [...photo.webp, ...photo.jpeg])
      expect(source.url).toMatch(/^\/images\/photos\/paris\//);

    const webp = await app.request(photo.webp[0]!.url);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 300]);

    const jpeg = await app.request(photo.jpeg[2]!.url);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');

    const list = destinationPhotosResponseSchema.parse(
      await (await app.request('/api/destinations/photos')).json(),
    );
    expect(list.photos.map((p) => p.destinationId)).toEqual(['paris']);
  });

  it('falls back to the artwork for a refused licence, and remembers the miss', async () => {
    await photos.ensure({ id: 'kyoto', name: 'Kyoto', country: 'Japan' });
    const { app } = await seededApp();
    expect((await app.request('/api/destinations/kyoto/photo')).status).toBe(404);
    expect((await app.request('/images/destinations/kyoto.svg')).status).toBe(200);
    const asked = fake.requests.length;
    await photos.ensure({ id: 'kyoto', name: 'Kyoto', country: 'Japan' });
    expect(fake.requests.length).toBe(asked);
  });

  it('answers at once while the provider hangs, and stores nothing', async () => {
    const slow = { id: 'slow', name: 'Slowtown', country: 'Nowhere' };
    const started = Date.now();
    await photos.ensure(slow);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await photos.photo('slow')).toBeNull();
  });

  it('looks for a photo in the background when one is first asked for', async () => {
    const { app } = await seededApp();
    const first = await app.request('/api/destinations/paris/photo');
    expect(first.status).toBe(404);
    await photos.ensure(paris);
    expect((await app.request('/api/destinations/paris/photo')).status).toBe(200);
  });

  it('refuses file names that are not a stored size', async () => {
    await photos.ensure(paris);
    const { app } = await seededApp();
    expect((await app.request('/images/photos/paris/000000000000-480.webp')).status).toBe(404);
    expect((await app.request('/images/photos/paris/..%2Fcredit.json')).status).toBe(404);
    expect((await app.request('/api/destinations/nowhere/photo')).status).toBe(404);
  });

  it('keeps the network out of it by default: no photos, only artwork', async () => {
    const { app } = await seededApp(PhotoService.disabled());
    const asked = fake.requests.length;
    expect(await (await app.request('/api/destinations/photos')).json()).toEqual({ photos: [] });
    expect((await app.request('/api/destinations/paris/photo')).status).toBe(404);
    expect((await app.request('/images/destinations/paris.svg')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests.length).toBe(asked);
  });
});
