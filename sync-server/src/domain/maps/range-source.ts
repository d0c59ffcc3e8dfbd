import { open, stat, type FileHandle } from 'node:fs/promises';

/**
 * Where a PMTiles archive's bytes come from: the reader asks for ranges and never for the whole,
 * so the operator's archive (a country, a continent) is never loaded or copied.
 */
export interface RangeSource {
  /** For logs and errors: 'file /srv/tiles/portugal.pmtiles', 'https://…'. */
  readonly description: string;
  /**
   * Gaps between wanted ranges worth reading through instead of asking twice: a file read is
   * cheap to issue, an HTTP request costs a round trip.
   */
  readonly coalesceGapBytes: number;
  /** Bytes [offset, offset + length); fewer only when the archive ends before. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** Changes whenever the archive behind the source is replaced. */
  version(): Promise<string>;
  close(): Promise<void>;
}

/** An open handle and the reads still using it, so a replaced file's handle closes after them. */
interface Lease {
  handle: FileHandle;
  identity: string;
  pending: number;
  retired: boolean;
}

function identityOf(info: { ino: number; size: number; mtimeMs: number }): string {
  return `${info.ino}-${info.size}-${info.mtimeMs}`;
}

/**
 * A local file. `version()` looks at the path again (one stat): when the operator has replaced
 * the file, later reads go to the new one and the old handle closes once its reads are done.
 */
export function fileRangeSource(path: string): RangeSource {
  let current: Promise<Lease> | undefined;

  const openLease = async (): Promise<Lease> => {
    const handle = await open(path, 'r');
    try {
      return { handle, identity: identityOf(await handle.stat()), pending: 0, retired: false };
    } catch (error) {
      await handle.close();
      throw error;
    }
  };
  // A failed open (the file missing for a moment) is not kept: the next read tries again.
  const startLease = (): Promise<Lease> => {
    const opening = openLease();
    current = opening;
    opening.catch(() => {
      if (current === opening) current = undefined;
    });
    return opening;
  };
  const lease = () => current ?? startLease();
  const retire = (old: Lease) => {
    old.retired = true;
    if (old.pending === 0) void old.handle.close().catch(() => undefined);
  };

  return {
    description: `file ${path}`,
    // A read is a system call: below 64 KiB apart, reading through is cheaper than two calls.
    coalesceGapBytes: 64 * 1024,
    async read(offset, length) {
      const held = await lease();
      held.pending += 1;
      try {
        // Memory of its own (never Node's shared pool), handed back as a plain Uint8Array.
        const buffer = Buffer.allocUnsafeSlow(length);
        let filled = 0;
        // A read may return fewer bytes than asked (large ranges); 0 means the end of the file.
        while (filled < length) {
          const { bytesRead } = await held.handle.read(
            buffer,
            filled,
            length - filled,
            offset + filled,
          );
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
      } finally {
        held.pending -= 1;
        if (held.retired && held.pending === 0) void held.handle.close().catch(() => undefined);
      }
    },
    async version() {
      const now = identityOf(await stat(path));
      const leased = lease();
      const held = await leased;
      // Unchanged, or another call has already moved to the new file.
      if (held.identity === now || current !== leased) return now;
      const replacement = startLease();
      retire(held);
      return (await replacement).identity;
    },
    async close() {
      if (!current) return;
      const held = await current;
      current = undefined;
      retire(held);
    },
  };
}
