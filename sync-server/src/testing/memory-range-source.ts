import { createHash } from 'node:crypto';
import type { Source as ReferenceSource } from 'pmtiles';
import type { RangeSource } from '../domain/maps/range-source';

/** Archive bytes in memory, as our reader's RangeSource, counting the reads it is asked. */
export function memoryRangeSource(bytes: Uint8Array) {
  const reads: { offset: number; length: number }[] = [];
  const source: RangeSource = {
    description: 'memory',
    coalesceGapBytes: 64 * 1024,
    read(offset, length) {
      reads.push({ offset, length });
      return Promise.resolve(bytes.subarray(offset, offset + length));
    },
    version: () => Promise.resolve(createHash('sha256').update(bytes).digest('hex')),
    close: () => Promise.resolve(),
  };
  return { source, reads };
}

/** The same bytes for the pmtiles package (the reference reader, used to check our writer). */
export function referenceSource(bytes: Uint8Array): ReferenceSource {
  return {
    getKey: () => 'memory',
    getBytes: (offset, length) =>
      // A copy of its own: the reference reads `.buffer`, which of a view is all the memory.
      Promise.resolve({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
  };
}
