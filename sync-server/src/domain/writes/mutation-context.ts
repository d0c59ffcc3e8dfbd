import type { Statements } from '../../db/statements';

/**
 * An open write transaction, as the mutators see it (made by writeTransaction): they run inside
 * whatever transaction the caller opened, through that transaction's statements (`sql`).
 */
export interface WriteTx {
  readonly sql: Statements;
  /** The next global version; every change to a synced row takes one. */
  nextVersion(): number;
  /**
   * Runs `body` in a savepoint: if it throws, its writes (and the versions it took) are undone
   * and the rest of the transaction carries on. Savepoints do not nest.
   */
  savepoint<T>(body: () => Promise<T>): Promise<T>;
  /**
   * Notes who must hear of this transaction once it commits: everyone on a trip it changed, and
   * people whose access it changed (they are no longer on the trip's member list).
   */
  readonly affected: Affected;
}

/** Trips changed and users to tell, collected by a write transaction for the change feed. */
export interface Affected {
  trips: Set<string>;
  users: Set<string>;
}

/** What only the server decides about a change: who makes it and when. */
export interface MutationContext {
  userId: string;
  /** An ISO instant from the server's injected clock; device clocks never order anything. */
  now: string;
  /** The per-user document quota in MB (DOCUMENT_QUOTA_MB); the default when not given. */
  documentQuotaMb?: number;
  /**
   * Told of every document row the write deletes, so its bytes are removed after the write and
   * count in the quota until then (decision 009). Absent without document storage.
   */
  deletedDocuments?: DeletedDocumentsSink;
}

/** A document whose row a write deleted: where its bytes may still be, and whose they are. */
export interface DeletedDocument {
  id: string;
  sha256: string;
  /** The declared size: no more than its partial upload or its blob can hold. */
  size: number;
  /**
   * Who added it: the quota that paid for it while it was live pays until its bytes are gone
   * (null only for rows older than the column, which count for nobody).
   */
  createdBy: string | null;
}

/**
 * What the mutators see of it (MutationContext.deletedDocuments): they report each document row
 * they delete, and the quota adds what is still to be removed to the sizes of live documents.
 */
export interface DeletedDocumentsSink {
  deleted(doc: DeletedDocument): void;
  /** Bytes of that user's deleted documents that may still be on disk or in the bucket. */
  bytesOf(userId: string): number;
}
