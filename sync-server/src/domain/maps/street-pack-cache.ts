/**
 * The last few packs cut, by ETag, in memory: a trip's members download the same pack, and a
 * device that lost its download asks again; neither should cost another cut. Bounded by count
 * and by bytes (a pack is up to the rule's 50 MB), least recently used first out; a pack larger
 * than the whole budget is not kept.
 */
export class StreetPackCache<Pack extends { byteLength: number }> {
  private readonly packs = new Map<string, Pack>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get(etag: string): Pack | undefined {
    const pack = this.packs.get(etag);
    if (pack) {
      // Map keeps insertion order: moved to the end, the first key is the least recently used.
      this.packs.delete(etag);
      this.packs.set(etag, pack);
    }
    return pack;
  }

  set(etag: string, pack: Pack): void {
    if (pack.byteLength > this.maxBytes || this.maxEntries === 0) return;
    const old = this.packs.get(etag);
    if (old) {
      this.packs.delete(etag);
      this.bytes -= old.byteLength;
    }
    this.packs.set(etag, pack);
    this.bytes += pack.byteLength;
    while (this.packs.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.packs.keys().next().value;
      if (oldest === undefined) break;
      this.bytes -= this.packs.get(oldest)?.byteLength ?? 0;
      this.packs.delete(oldest);
    }
  }

  /** How many packs and bytes are kept (for tests and the log). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.packs.size, bytes: this.bytes };
  }
}
