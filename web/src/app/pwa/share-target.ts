/**
 * The installed app as a share target (the manifest's `share_target`): another app shares a
 * confirmation e-mail, a screenshot or a PDF; the browser POSTs it to SHARE_TARGET_PATH, the
 * service worker keeps it in a cache of its own and opens /import, which asks for the trip and
 * opens Import with it. One shared file at a time: the latest replaces any other.
 */
export const SHARE_TARGET_PATH = '/share-target';
export const SHARED_IMPORT_PATH = '/import';
const CACHE = 'wayfarer-shared-import';
const KEY = '/shared-import/latest';

/** The form fields the manifest names. */
export const SHARE_FIELDS = { title: 'title', text: 'text', url: 'url', file: 'file' } as const;

/** In the service worker: keeps what was shared (a file, else the text as a text file). */
export async function keepShared(form: FormData, cacheStorage: CacheStorage): Promise<void> {
  const file = form.get(SHARE_FIELDS.file);
  let blob: Blob;
  let name: string;
  if (file instanceof File && file.size > 0) {
    blob = file;
    name = file.name || 'Shared file';
  } else {
    const text = [SHARE_FIELDS.title, SHARE_FIELDS.text, SHARE_FIELDS.url]
      .map((field) => form.get(field))
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .join('\n');
    blob = new Blob([text], { type: 'text/plain' });
    name = 'Shared text.txt';
  }
  const cache = await cacheStorage.open(CACHE);
  await cache.put(
    KEY,
    new Response(blob, {
      headers: { 'content-type': blob.type, 'x-file-name': encodeURIComponent(name) },
    }),
  );
}

/** On the page: the shared file, once (it is removed as it is taken); null when none. */
export async function takeShared(cacheStorage: CacheStorage = caches): Promise<File | null> {
  const cache = await cacheStorage.open(CACHE);
  const response = await cache.match(KEY);
  if (!response) return null;
  await cache.delete(KEY);
  const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'Shared file');
  const blob = await response.blob();
  return new File([blob], name, { type: response.headers.get('content-type') ?? '' });
}
