/**
 * One holder at a time, in arrival order. SQLite has one connection per process, so a
 * transaction whose body awaits must keep every other statement off that connection until it
 * commits: other transactions queue here, and statements outside a transaction wait for the
 * current holder (sqlite-database.ts).
 */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();
  private released: Promise<void> | null = null;

  get held(): boolean {
    return this.released !== null;
  }

  /** Resolves when the current holder lets go (at once when nobody holds the lock). */
  whenReleased(): Promise<void> {
    return this.released ?? Promise.resolve();
  }

  async run<T>(body: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    this.tail = previous.then(() => done);
    await previous;
    this.released = done;
    try {
      return await body();
    } finally {
      this.released = null;
      release();
    }
  }
}
