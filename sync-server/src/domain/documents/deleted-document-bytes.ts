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

/**
 * The bytes of deleted documents not yet removed, per user who added them (decision 009,
 * Quota). A document's size counts here from the moment its delete is written (before the
 * commit: counting it twice for an instant is harmless, not at all is the walk around the
 * quota) until its partial upload and its blob are gone, or found to be needed by another row.
 * In memory: one process removes what it deleted, right after the commit; a removal that failed
 * stays counted until the sweep gets it, and a restart's first sweep takes whatever was left.
 */
export class DeletedDocumentBytes {
  private readonly byId = new Map<string, DeletedDocument & { settling: boolean }>();
  private readonly byUser = new Map<string, number>();

  add(doc: DeletedDocument): void {
    if (this.byId.has(doc.id)) return;
    const { id, sha256, size, createdBy } = doc;
    this.byId.set(id, { id, sha256, size, createdBy, settling: false });
    if (doc.createdBy === null) return;
    this.byUser.set(doc.createdBy, (this.byUser.get(doc.createdBy) ?? 0) + doc.size);
  }

  bytesOf(userId: string): number {
    return this.byUser.get(userId) ?? 0;
  }

  /** Its write has ended (committed or not): the sweep may now retry its removal. */
  settling(id: string): void {
    const entry = this.byId.get(id);
    if (entry) entry.settling = true;
  }

  /** Deleted documents whose writes have ended, for the sweep to retry. */
  waiting(): DeletedDocument[] {
    return [...this.byId.values()].filter((entry) => entry.settling);
  }

  /** Its bytes are gone, or belong to a live row again: it no longer counts. */
  forget(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    if (entry.createdBy === null) return;
    const left = (this.byUser.get(entry.createdBy) ?? 0) - entry.size;
    if (left > 0) this.byUser.set(entry.createdBy, left);
    else this.byUser.delete(entry.createdBy);
  }
}
