import type { Readable } from 'node:stream';

/** A lower-case hex SHA-256: the only key a blob store knows (shared sha256Schema). */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function assertDigest(sha256: string): void {
  // Keys become file names and object keys: nothing but a digest may reach them.
  if (!SHA256_HEX.test(sha256)) throw new Error(`Not a SHA-256 digest: ${sha256.slice(0, 80)}`);
}

export interface StoredBlob {
  stream: Readable;
  size: number;
}

/**
 * Where document bytes live, content-addressed by their SHA-256 (decision 009). Callers check the
 * bytes against the digest before `put`; a store only keeps and returns them. Private: nothing in
 * a store is ever reachable except through the document routes, which check membership.
 */
export interface BlobStore {
  readonly name: string;
  has(sha256: string): Promise<boolean>;
  /** Stores the bytes of a local file (read as a stream, never whole into memory). */
  put(sha256: string, source: { path: string; size: number }): Promise<void>;
  /** The bytes as a stream, or null when the store does not hold them. */
  get(sha256: string): Promise<StoredBlob | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(sha256: string): Promise<void>;
  /** Every digest held, for the garbage sweep. */
  list(): AsyncIterable<string>;
  /**
   * Removes temporary files last written before `olderThan` (a copy a crash cut off), for the
   * sweep; answers how many. Only a store that writes temporary files has it.
   */
  removeTemporaries?(olderThan: Date): Promise<number>;
}
