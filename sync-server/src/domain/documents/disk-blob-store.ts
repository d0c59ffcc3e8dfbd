import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { assertDigest, SHA256_HEX, type BlobStore, type StoredBlob } from './blob-store';

const FAN_OUT = /^[0-9a-f]{2}$/;
/** What `put` copies to before the rename: `<sha256>.<uuid>.tmp`. */
const TEMPORARY = /^[0-9a-f]{64}\.[0-9a-f-]{36}\.tmp$/;

/**
 * Blobs as files under the data directory: `<root>/<aa>/<sha256>`, fanned out by the digest's
 * first two characters so no directory grows huge. The default store; it needs no setup and a
 * backup of the data directory carries the bytes with the database.
 */
export class DiskBlobStore implements BlobStore {
  readonly name = 'disk';

  constructor(readonly root: string) {}

  private pathOf(sha256: string): string {
    assertDigest(sha256);
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  async has(sha256: string): Promise<boolean> {
    return (await stat(this.pathOf(sha256)).catch(() => null))?.isFile() ?? false;
  }

  /**
   * Copied to a temporary name in the same directory and renamed: a reader (or a crash) never
   * sees half a blob under its digest. The source's bytes were checked before they came here.
   */
  async put(sha256: string, source: { path: string }): Promise<void> {
    const target = this.pathOf(sha256);
    await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await copyFile(source.path, temp);
      await rename(temp, target);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(sha256: string): Promise<StoredBlob | null> {
    const path = this.pathOf(sha256);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    // 256 KiB reads: a quarter of the per-read overhead of the 64 KiB default on the way to the
    // socket, still nothing like a whole file in memory.
    return { stream: createReadStream(path, { highWaterMark: 256 * 1024 }), size: info.size };
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }

  /**
   * A copy killed mid-way (SIGKILL, power loss) leaves its temporary file: nothing else would
   * ever remove it. One written to recently may be a copy in progress and is kept.
   */
  async removeTemporaries(olderThan: Date): Promise<number> {
    let removed = 0;
    for (const dir of await this.fanOutDirs()) {
      const names = await readdir(join(this.root, dir)).catch(() => [] as string[]);
      for (const name of names.filter((n) => TEMPORARY.test(n) && n.startsWith(dir))) {
        const path = join(this.root, dir, name);
        const info = await stat(path).catch(() => null);
        if (!info || info.mtimeMs >= olderThan.getTime()) continue;
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private async fanOutDirs(): Promise<string[]> {
    const dirs = await readdir(this.root).catch(() => [] as string[]);
    return dirs.filter((d) => FAN_OUT.test(d)).sort();
  }

  async *list(): AsyncIterable<string> {
    for (const dir of await this.fanOutDirs()) {
      const names = await readdir(join(this.root, dir)).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (SHA256_HEX.test(name) && name.startsWith(dir)) yield name;
      }
    }
  }
}
