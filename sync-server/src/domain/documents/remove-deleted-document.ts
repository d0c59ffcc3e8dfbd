import { rm } from 'node:fs/promises';
import type { DeletedDocument, DeletedDocumentsSink } from '../writes/mutation-context';
import type { DocumentFiles } from './document-files';

/**
 * Removes what a deleted document left: its partial upload, and its blob unless another document
 * row (of anyone, uploaded or not) has the same digest. Under the same locks as uploads and the
 * sweep: the document's, so a chunk being appended or an upload being completed finishes first
 * (and a later one finds the row gone and writes nothing); then the digest's, which an upload
 * holds from "the store already has it" to marking its document uploaded. A row that is there
 * again (its write was rolled back) keeps everything. Either way the document stops counting.
 */
export async function removeDeletedDocument(
  files: DocumentFiles,
  doc: DeletedDocument,
): Promise<void> {
  const sql = files.deps.db.$statements;
  let rowBack = false;
  await files.locks.run(`document:${doc.id}`, async () => {
    rowBack = (await sql.documentTrip.get(doc.id)) !== undefined;
    if (!rowBack) await rm(files.partialPath(doc.id), { force: true });
  });
  if (!rowBack) {
    await files.locks.run(`blob:${doc.sha256}`, async () => {
      if (!(await sql.digestReferenced.get(doc.sha256))) await files.blobs.delete(doc.sha256);
    });
  }
  files.deletedBytes.forget(doc.id);
}

/** One removal that failed is logged and left counted; the sweep tries it again. */
export async function tryRemovingDeletedDocument(
  files: DocumentFiles,
  doc: DeletedDocument,
): Promise<boolean> {
  try {
    await removeDeletedDocument(files, doc);
    return true;
  } catch (err) {
    console.error("Could not remove a deleted document's bytes; the sweep tries again", {
      id: doc.id,
      err,
    });
    return false;
  }
}

/**
 * The deleted documents of one write (MutationContext.deletedDocuments). Each counts for its
 * adder from the moment its delete is written, so no other write in between sees room that its
 * bytes still take; `removeBytes()` runs once the write has ended, committed or not.
 */
export class DeletedDocumentsOfWrite implements DeletedDocumentsSink {
  private readonly docs: DeletedDocument[] = [];

  constructor(private readonly files: DocumentFiles) {}

  deleted(doc: DeletedDocument): void {
    this.files.deletedBytes.add(doc);
    this.docs.push(doc);
  }

  bytesOf(userId: string): number {
    return this.files.deletedBytes.bytesOf(userId);
  }

  /** Never throws: the write's answer stands whatever happens to the bytes. */
  async removeBytes(): Promise<void> {
    for (const doc of this.docs.splice(0)) {
      this.files.deletedBytes.settling(doc.id);
      await tryRemovingDeletedDocument(this.files, doc);
    }
  }
}
