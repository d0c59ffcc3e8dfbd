import { describe, expect, it } from 'vitest';
import { keepShared, SHARE_FIELDS, takeShared } from './share-target';

/** The Cache API as the service worker and the page share it, in memory. */
function memoryCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    const key = (request: RequestInfo | URL) =>
      new URL(String(request instanceof Request ? request.url : request), 'https://app.test')
        .pathname;
    return {
      put: async (request: RequestInfo | URL, response: Response) =>
        void entries.set(key(request), response),
      match: async (request: RequestInfo | URL) => entries.get(key(request))?.clone(),
      delete: async (request: RequestInfo | URL) => entries.delete(key(request)),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

describe('share target', () => {
  it('keeps a shared file with its name and type, and gives it to the page once', async () => {
    const storage = memoryCaches();
    const form = new FormData();
    form.set(
      SHARE_FIELDS.file,
      new File(['From: a@example.com'], 'Your stay.eml', { type: 'message/rfc822' }),
    );
    await keepShared(form, storage);
    const file = await takeShared(storage);
    expect(file?.name).toBe('Your stay.eml');
    expect(file?.type).toBe('message/rfc822');
    expect(await file?.text()).toBe('From: a@example.com');
    expect(await takeShared(storage)).toBeNull();
  });

  it('keeps shared text (a title, a text, a link) as a text file', async () => {
    const storage = memoryCaches();
    const form = new FormData();
    form.set(SHARE_FIELDS.title, 'Booking');
    form.set(SHARE_FIELDS.text, 'M1TRAVELLER/ALEX');
    await keepShared(form, storage);
    const file = await takeShared(storage);
    expect(file?.name).toBe('Shared text.txt');
    expect(await file?.text()).toBe('Booking\nM1TRAVELLER/ALEX');
  });
});
