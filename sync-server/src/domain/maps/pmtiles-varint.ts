/*
 * The unsigned little-endian base-128 varints of PMTiles directories (protobuf's encoding: seven
 * bits a byte, the high bit set on every byte but the last). Values are offsets and tile ids up
 * to 2^53, so they are built with multiplication, not 32-bit shifts.
 */

/** Where a reader stands in a buffer. */
export interface ByteCursor {
  readonly bytes: Uint8Array;
  pos: number;
}

export function readVarint(cursor: ByteCursor): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 8; i++) {
    const byte = cursor.bytes[cursor.pos];
    if (byte === undefined) throw new RangeError('A PMTiles directory ends inside a number');
    cursor.pos += 1;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) {
      if (!Number.isSafeInteger(value)) break;
      return value;
    }
    scale *= 128;
  }
  // Eight bytes carry 56 bits: anything longer or larger is no offset or id a double can hold.
  throw new RangeError('A PMTiles directory holds a number larger than 2^53');
}

/** A growable byte buffer that varints and raw bytes are appended to. */
export class ByteWriter {
  private buffer: Uint8Array;
  private used = 0;

  constructor(initialBytes = 1024) {
    this.buffer = new Uint8Array(initialBytes);
  }

  get length(): number {
    return this.used;
  }

  private reserve(extra: number): void {
    if (this.used + extra <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.used + extra));
    grown.set(this.buffer.subarray(0, this.used));
    this.buffer = grown;
  }

  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`A PMTiles varint must be a whole number from 0 to 2^53, not ${value}`);
    }
    this.reserve(8);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.used++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[this.used++] = rest;
  }

  /** The bytes written so far (a view; copy it before writing more if it must stay). */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.used);
  }
}
