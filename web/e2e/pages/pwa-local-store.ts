import type { Page } from '@playwright/test';
import { LAST_USER_KEY } from '../../src/session/last-user';

/**
 * Reads and writes the signed-in user's IndexedDB database directly, to prove what survives an
 * update. The database name follows web/src/db/app-db.ts (`wayfarer-<userId>`).
 */
export class PwaLocalStore {
  constructor(
    readonly page: Page,
    readonly userId: string,
  ) {}

  get dbName() {
    return `wayfarer-${this.userId}`;
  }

  /** The id of the user the app remembers (web/src/session/last-user.ts). */
  static async rememberedUserId(page: Page): Promise<string> {
    const id = await page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as { id?: string }).id : undefined;
    }, LAST_USER_KEY);
    if (!id) throw new Error('No remembered user: sign in first');
    return id;
  }

  /** Puts one row into a store of the already-created database. */
  put(store: string, value: Record<string, unknown>) {
    return this.page.evaluate(
      ({ name, store, value }) =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open(name);
          // Never create the app's database under its feet (it would have no stores).
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => fail(new Error(`${name} is not created yet (${open.error?.name})`));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(store, 'readwrite');
            tx.objectStore(store).put(value);
            tx.oncomplete = () => {
              db.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        }),
      { name: this.dbName, store, value },
    );
  }

  /** Empties a store of the already-created database. */
  clear(store: string) {
    return this.page.evaluate(
      ({ name, store }) =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open(name);
          // Never create the app's database under its feet (it would have no stores).
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => fail(new Error(`${name} is not created yet (${open.error?.name})`));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(store, 'readwrite');
            tx.objectStore(store).clear();
            tx.oncomplete = () => {
              db.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        }),
      { name: this.dbName, store },
    );
  }

  /**
   * Whether the app has created the database yet. Asked before reading, because opening a
   * database that does not exist would create an empty one under the app's feet.
   */
  exists() {
    return this.page.evaluate(
      async (name) => (await indexedDB.databases()).some((db) => db.name === name),
      this.dbName,
    );
  }

  /** Every row of a store. */
  all(store: string) {
    return this.page.evaluate(
      ({ name, store }) =>
        new Promise<unknown[]>((done, fail) => {
          const open = indexedDB.open(name);
          // Before the app has created its database there is nothing to read; opening it here
          // would create an empty one under the app's feet (a test once raced it so).
          let missing = false;
          open.onupgradeneeded = () => {
            missing = true;
            open.transaction?.abort();
          };
          open.onerror = () => (missing ? done([]) : fail(open.error));
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(store)) {
              db.close();
              fail(new Error(`No store ${store} in ${name}`));
              return;
            }
            const req = db.transaction(store).objectStore(store).getAll();
            req.onsuccess = () => {
              db.close();
              done(req.result as unknown[]);
            };
            req.onerror = () => fail(req.error);
          };
        }),
      { name: this.dbName, store },
    );
  }
  /**
   * Keeps a street pack of these bytes for a trip as the app keeps one: a Blob in the
   * `streetPacks` store (web/src/db/app-db.ts), not in any of the service worker's caches.
   */
  putStreetPack(tripId: string, bytes: number[]) {
    return this.page.evaluate(
      ({ name, tripId, bytes }) =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open(name);
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => fail(new Error(`${name} is not created yet (${open.error?.name})`));
          open.onsuccess = () => {
            const db = open.result;
            const blob = new Blob([new Uint8Array(bytes)], { type: 'application/vnd.pmtiles' });
            const tx = db.transaction('streetPacks', 'readwrite');
            tx.objectStore('streetPacks').put({
              tripId,
              kept: { blob, etag: '"e2e"', size: blob.size, placesKey: '' },
              download: null,
              paused: false,
              problem: null,
            });
            tx.oncomplete = () => {
              db.close();
              done();
            };
            tx.onerror = () => fail(tx.error);
          };
        }),
      { name: this.dbName, tripId, bytes },
    );
  }

  /** The bytes of a trip's kept street pack, or null when there is none. */
  streetPackBytes(tripId: string) {
    return this.page.evaluate(
      ({ name, tripId }) =>
        new Promise<number[] | null>((done, fail) => {
          const open = indexedDB.open(name);
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => fail(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const req = db.transaction('streetPacks').objectStore('streetPacks').get(tripId);
            req.onsuccess = () => {
              db.close();
              const blob = (req.result as { kept?: { blob: Blob } | null } | undefined)?.kept?.blob;
              if (!blob) done(null);
              else void blob.arrayBuffer().then((b) => done([...new Uint8Array(b)]), fail);
            };
            req.onerror = () => fail(req.error);
          };
        }),
      { name: this.dbName, tripId },
    );
  }
}
