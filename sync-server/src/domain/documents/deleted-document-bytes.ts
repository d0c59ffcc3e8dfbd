import type { DeletedDocument } from '../writes/mutation-context';

/**
 * The bytes of deleted documents not yet removed, per user who added them (decision 009,
 * Quota). A document's size counts here from the moment its delete is written, before the
 * commit (not counting it at all would be the walk around the quota), until its partial upload
 * and its blob are gone, or found to be needed by another row. A check outside the write still
 * sees the row meanwhile, and counts it once, as live (DocumentFiles.overQuota).
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

  /** That user's deleted documents still counted here. */
  pendingOf(userId: string): DeletedDocument[] {
    return [...this.byId.values()].filter((entry) => entry.createdBy === userId);
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
