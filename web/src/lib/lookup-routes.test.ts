import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, runtimeCacheFor } from './lookup-routes';

const ORIGIN = 'https://wayfarer.example';
const kind = (path: string, method = 'GET', origin = ORIGIN) =>
  runtimeCacheFor(method, new URL(path, origin), ORIGIN);

describe('runtimeCacheFor', () => {
  it('caches the lookups a traveller reads offline', () => {
    expect(kind('/api/destinations')).toBe('destinations');
    expect(kind('/api/destinations/search?query=ky')).toBe('destinations');
    expect(kind('/api/destinations/d-kyoto/activities')).toBe('destinations');
    expect(kind('/api/destinations/geonames/activities?latitude=1&longitude=2')).toBe(
      'destinations',
    );
    expect(kind('/api/visa/US/JP')).toBe('visa');
    expect(kind('/api/airports/search?keyword=lon')).toBe('airports');
    expect(kind('/api/airports/JFK')).toBe('airports');
    expect(kind('/api/flights/search?origin=JFK&destination=LAX')).toBe('flights');
    expect(kind('/images/destinations/d-kyoto.svg')).toBe('images');
    expect(kind('/api/destinations/photos')).toBe('destinations');
    expect(kind('/api/destinations/paris/photo')).toBe('destinations');
    expect(kind('/images/photos/paris/0123456789ab-480.webp')).toBe('photos');
  });

  it('never caches sessions, sync or trips, which belong to the user and the outbox', () => {
    for (const path of [
      '/api/user',
      '/api/login',
      '/api/register',
      '/api/logout',
      '/api/sync/push',
      '/api/sync/pull?cursor=3',
      // The live-updates stream never ends: a cache would hold it open, or answer a stale one.
      '/api/sync/events',
      '/api/trips',
      '/api/trips/t1',
      '/api/destinations/d1',
    ]) {
      expect(kind(path), path).toBeNull();
    }
  });

  it('never touches a write, even to a lookup path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(kind('/api/destinations', method)).toBeNull();
      expect(kind('/api/trips', method)).toBeNull();
    }
  });

  it('ignores other origins', () => {
    expect(kind('/images/x.svg', 'GET', 'https://cdn.example')).toBeNull();
  });
});

describe('NAVIGATION_DENYLIST', () => {
  it('keeps API and image navigations away from the app shell, and nothing else', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));
    expect(denied('/api/user')).toBe(true);
    expect(denied('/images/destinations/a.svg')).toBe(true);
    expect(denied('/trips/abc/itinerary')).toBe(false);
    expect(denied('/apiary')).toBe(false);
  });
});
