/**
 * Runs one task at a time per key, in arrival order, within this process. The server is one
 * process, so this is what keeps two chunks of one upload from appending at once, and the sweep
 * from deleting a blob between an upload's "already stored" check and its marking the document
 * uploaded.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last one out forgets the key, so the map holds only keys in use.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
