import { ByteWriter, readVarint, type ByteCursor } from './pmtiles-varint';

/*
 * PMTiles v3 directories (spec chapter 4), before internal compression: the entry count, then
 * every entry's tile id delta, run length, length and offset, each column in a row of varints.
 */

/**
 * One directory entry. A run length of 0 makes it a leaf directory (offset in the leaf section);
 * otherwise it addresses `runLength` consecutive tile ids sharing one blob (offset in the tile
 * data section). Lengths are compressed sizes and always above 0.
 */
export interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

export function encodeDirectory(entries: readonly DirectoryEntry[]): Uint8Array {
  if (entries.length === 0) throw new RangeError('A PMTiles directory needs at least one entry');
  const out = new ByteWriter(entries.length * 6 + 8);
  out.varint(entries.length);
  let lastId = 0;
  for (const entry of entries) {
    if (entry.tileId < lastId) throw new RangeError('Directory entries must be in tile id order');
    out.varint(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) out.varint(entry.runLength);
  for (const entry of entries) {
    if (entry.length <= 0) throw new RangeError('A directory entry must have a length above 0');
    out.varint(entry.length);
  }
  // An offset right after the previous entry's bytes is written as 0, any other as offset + 1:
  // in a clustered archive nearly every offset is a 0, which compresses to almost nothing.
  let nextByte = -1;
  for (const entry of entries) {
    out.varint(entry.offset === nextByte ? 0 : entry.offset + 1);
    nextByte = entry.offset + entry.length;
  }
  return out.bytes().slice();
}

export function decodeDirectory(bytes: Uint8Array): DirectoryEntry[] {
  const cursor: ByteCursor = { bytes, pos: 0 };
  const count = readVarint(cursor);
  // Every entry takes at least four bytes: a count beyond that is a corrupt directory.
  if (count * 4 > bytes.length) throw new RangeError('A PMTiles directory is cut short');
  const entries: DirectoryEntry[] = new Array<DirectoryEntry>(count);
  let lastId = 0;
  for (let i = 0; i < count; i++) {
    lastId += readVarint(cursor);
    entries[i] = { tileId: lastId, offset: 0, length: 0, runLength: 0 };
  }
  for (const entry of entries) entry.runLength = readVarint(cursor);
  for (const entry of entries) entry.length = readVarint(cursor);
  let previous: DirectoryEntry | undefined;
  for (const entry of entries) {
    const value = readVarint(cursor);
    if (value === 0 && previous) entry.offset = previous.offset + previous.length;
    else if (value === 0) throw new RangeError('The first entry of a directory has no offset');
    else entry.offset = value - 1;
    previous = entry;
  }
  return entries;
}

/**
 * The entry that holds `tileId` in a directory sorted by tile id: the tile entry whose run covers
 * it, or the leaf directory whose range it falls in (a leaf's range runs to the next entry), or
 * undefined when the directory has no such tile.
 */
export function findEntry(
  entries: readonly DirectoryEntry[],
  tileId: number,
): DirectoryEntry | undefined {
  let low = 0;
  let high = entries.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = entries[middle] as DirectoryEntry;
    if (entry.tileId === tileId) return entry;
    if (entry.tileId < tileId) low = middle + 1;
    else high = middle - 1;
  }
  // `high` is now the last entry starting before tileId.
  const before = entries[high];
  if (!before) return undefined;
  if (before.runLength === 0) return before;
  return tileId - before.tileId < before.runLength ? before : undefined;
}
