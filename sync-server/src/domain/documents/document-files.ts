import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_CHUNK_BYTES, type UploadStatus } from '@shared/api/documents';
import { idSchema } from '@shared/schemas/common';
import type { DocumentMediaType } from '@shared/schemas/document';
import type { Db } from '../../db/connection';
import type { ChangeHub } from '../sync/change-hub';
import { writeTransaction } from '../writes/write-transaction';
import { appendChunk, ChunkTooLarge, countBody } from './append-chunk';
import type { BlobStore, StoredBlob } from './blob-store';
import { DeletedDocumentBytes } from './deleted-document-bytes';
import { chargedBytes, quotaBytes } from './document-rules';
import { KeyedLock } from './keyed-lock';
import { DeletedDocumentsOfWrite } from './remove-deleted-document';
import { verifyUpload, type UploadVerdict } from './verify-upload';

/** The document an upload or download is for, as the route found it (membership checked). */
export interface DocumentBytesRef {
  id: string;
  size: number;
  sha256: string;
  mediaType: DocumentMediaType;
  uploaded: boolean;
  /** Who added it, whose quota its bytes count in (null only for rows older than the column). */
  createdBy: string | null;
}

export type ChunkOutcome =
  /** 200: the chunk was appended (or was already there); `complete` once stored. */
  | { kind: 'status'; status: UploadStatus }
  /** 409: not the offset the server expects; the status says which is. */
  | { kind: 'wrong-offset'; status: UploadStatus }
  /** 413: a chunk over UPLOAD_CHUNK_BYTES, or past the declared size. */
  | { kind: 'too-large' }
  /** 413 with the quota's words: whoever added it is over the quota (it was lowered). */
  | { kind: 'over-quota' }
  /** 404: deleted since the route found it; nothing was written. */
  | { kind: 'gone' }
  /** 422: the bytes do not hash to the declared digest; the partial upload was discarded. */
  | { kind: 'damaged' }
  /** 415: the declared file, but not of its declared type; the partial upload was discarded. */
  | { kind: 'wrong-type' };

export interface DocumentFilesDeps {
  db: Db;
  blobs: BlobStore;
  /** `<data dir>/documents`: partial uploads live in `partial/` under it. */
  dir: string;
  changes: ChangeHub;
  /** The per-user quota in MB (DOCUMENT_QUOTA_MB), checked again before each chunk is kept. */
  quotaMb: number;
}

/**
 * The bytes side of documents (decision 009): partial uploads on local disk keyed by document
 * id, checked when complete, then kept once in the blob store under their digest. Holds the
 * per-document and per-digest locks that the sweep (document-sweep.ts) shares.
 */
export class DocumentFiles {
  readonly locks = new KeyedLock();
  readonly partialDir: string;
  /** Deleted documents' bytes not yet removed, counted in their adder's quota. */
  readonly deletedBytes = new DeletedDocumentBytes();

  constructor(readonly deps: DocumentFilesDeps) {
    this.partialDir = join(deps.dir, 'partial');
  }

  get blobs(): BlobStore {
    return this.deps.blobs;
  }

  /**
   * For one write (a push, a REST mutation): the mutators report the documents it deletes, and
   * `removeBytes()` after it removes their bytes (decision 009, Garbage collection).
   */
  deletions(): DeletedDocumentsOfWrite {
    return new DeletedDocumentsOfWrite(this);
  }

  /** The partial file of a document: the id is a UUID, so it cannot name anything else. */
  partialPath(documentId: string): string {
    if (!idSchema.safeParse(documentId).success) throw new Error('Not a document id');
    return join(this.partialDir, documentId);
  }

  private async received(documentId: string): Promise<number> {
    return (await stat(this.partialPath(documentId)).catch(() => null))?.size ?? 0;
  }

  async status(doc: DocumentBytesRef): Promise<UploadStatus> {
    if (await this.isUploaded(doc.id)) return { received: doc.size, complete: true };
    return { received: await this.received(doc.id), complete: false };
  }

  /** Read afresh: another request may have completed the upload while this one waited. */
  private async isUploaded(documentId: string): Promise<boolean> {
    return (await this.deps.db.$statements.documentTrip.get(documentId))?.uploaded === 1;
  }

  /**
   * One chunk at `offset`, one request per document at a time. Appends it when the offset is
   * the bytes received; a chunk that lies within what was received already (a retry whose
   * answer was lost) changes nothing and answers the status.
   */
  appendChunk(
    doc: DocumentBytesRef,
    offset: number,
    body: ReadableStream<Uint8Array> | null,
  ): Promise<ChunkOutcome> {
    return this.locks.run(`document:${doc.id}`, async () => {
      // Read under the lock: a delete removes the partial upload under it too, so a chunk that
      // waited behind the delete's removal must not write a new one.
      const row = await this.deps.db.$statements.documentTrip.get(doc.id);
      if (!row) return { kind: 'gone' };
      if (row.uploaded === 1) {
        return { kind: 'status', status: { received: doc.size, complete: true } };
      }
      const received = await this.received(doc.id);
      const status = { received, complete: false };
      if (offset > received) return { kind: 'wrong-offset', status };
      try {
        if (offset < received) {
          const length = await countBody(body, UPLOAD_CHUNK_BYTES);
          return offset + length <= received
            ? { kind: 'status', status }
            : { kind: 'wrong-offset', status };
        }
        if (await this.overQuota(doc.createdBy)) return { kind: 'over-quota' };
        await mkdir(this.partialDir, { recursive: true });
        const limit = Math.min(UPLOAD_CHUNK_BYTES, doc.size - received);
        await appendChunk(this.partialPath(doc.id), received, body, limit);
      } catch (err) {
        if (err instanceof ChunkTooLarge) return { kind: 'too-large' };
        throw err;
      }
      const now = await this.received(doc.id);
      if (now < doc.size) return { kind: 'status', status: { received: now, complete: false } };
      const verdict = await this.complete(doc);
      return verdict === 'ok'
        ? { kind: 'status', status: { received: doc.size, complete: true } }
        : { kind: verdict };
    });
  }

  /**
   * The document's size was counted when it was added, so this refuses only when the quota was
   * lowered since, or a removal that failed left more of the user's bytes than it allows.
   */
  private async overQuota(userId: string | null): Promise<boolean> {
    if (userId === null) return false;
    const sql = this.deps.db.$statements;
    // Outside any write, a delete still being written leaves its row visible here while its
    // size already counts as deleted: counted twice, the document's own next chunk was refused
    // (seen on PostgreSQL). Live rows are read first; a deleted document whose row is still
    // there afterwards was there before too, so it is counted once, as live. Rows only go, so
    // nothing is ever counted less than once.
    const live = await chargedBytes(sql, userId);
    let deleted = 0;
    for (const doc of this.deletedBytes.pendingOf(userId)) {
      if (!(await sql.documentTrip.get(doc.id))) deleted += doc.size;
    }
    return live + deleted > quotaBytes(this.deps.quotaMb);
  }

  /**
   * Checks the whole file, then stores it once under its digest and marks the document
   * uploaded. Storing is skipped when the store already has the digest, but only now, after
   * this document's own bytes were received and found to hash to it: a device that merely
   * names a digest never gets access to bytes someone else uploaded.
   */
  private async complete(doc: DocumentBytesRef): Promise<UploadVerdict> {
    const path = this.partialPath(doc.id);
    const verdict = await verifyUpload(path, doc);
    if (verdict !== 'ok') {
      await rm(path, { force: true });
      return verdict;
    }
    await this.locks.run(`blob:${doc.sha256}`, async () => {
      if (!(await this.blobs.has(doc.sha256))) {
        await this.blobs.put(doc.sha256, { path, size: doc.size });
      }
      await this.markUploaded(doc.id);
    });
    await rm(path, { force: true });
    return 'ok';
  }

  /**
   * A new version, so the next pull tells every device (and member) the bytes can be fetched.
   * The transaction holds only these statements: the bytes were checked and stored before it.
   */
  private async markUploaded(documentId: string): Promise<void> {
    await writeTransaction(
      this.deps.db,
      async (w) => {
        const found = await w.sql.documentTrip.get(documentId);
        // Deleted while its bytes arrived: the delete's removal, waiting for this document's
        // lock, takes the bytes unless another document uses them.
        if (!found || found.uploaded === 1) return;
        await w.sql.markDocumentUploaded.run(w.nextVersion(), documentId);
        w.affected.trips.add(found.tripId);
      },
      this.deps.changes,
    );
  }

  /** The stored bytes of an uploaded document, or null. */
  async open(doc: DocumentBytesRef): Promise<StoredBlob | null> {
    if (!doc.uploaded) return null;
    return this.blobs.get(doc.sha256);
  }
}
