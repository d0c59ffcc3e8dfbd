import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Knows whether code runs inside a transaction's body (sqlite-database.ts refuses a nested
 * transaction or an outside statement there, which would wait forever for the lock the body
 * holds).
 *
 * The context is tracked only while a body runs. On Node 20 an enabled AsyncLocalStorage turns on
 * promise hooks for the whole process, which cost every request several µs of CPU (three
 * runs each way: the signed-in `GET /api/user` 77-80 -> 70-75 µs, the trip read 90-97 -> 82-88),
 * although SQLite transactions are a small share of requests. So the storage is disabled whenever no body is open, and enabled
 * again by the next one. Bodies do not overlap (the lock runs one at a time); the count only
 * makes that assumption harmless if it ever stops holding.
 */
export class BodyGuard {
  private readonly storage = new AsyncLocalStorage<true>();
  private open = 0;

  async run<T>(body: () => Promise<T>): Promise<T> {
    this.open += 1;
    try {
      return await this.storage.run(true, body);
    } finally {
      this.open -= 1;
      // Also ends the context of what the body left behind (a timer, say): once the body is over
      // its lock is released, so such code may use the database like any other.
      if (this.open === 0) this.storage.disable();
    }
  }

  get inside(): boolean {
    return this.storage.getStore() === true;
  }
}
