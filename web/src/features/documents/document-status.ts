import type { TripDocument } from '@shared/schemas/document';
import type { PendingUpload } from '../../db/app-db';

/** Where a document's bytes are, from this device's point of view. */
export type DocumentStatus =
  | { kind: 'here' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'waiting'; offline: boolean }
  | { kind: 'failed'; error: string }
  /** The server found the bytes are not the document's type: only Remove can help. */
  | { kind: 'wrong-type'; error: string }
  | { kind: 'downloading' }
  | { kind: 'remote' }
  | { kind: 'not-uploaded' };

export interface StatusFacts {
  doc: Pick<TripDocument, 'id' | 'uploaded'>;
  onDevice: boolean;
  upload: PendingUpload | undefined;
  uploading: string | null;
  downloading: string | null;
  offline: boolean;
}

export function documentStatus(f: StatusFacts): DocumentStatus {
  if (f.onDevice && f.upload) {
    if (f.upload.state === 'failed') {
      const error = f.upload.error ?? '';
      return f.upload.reason === 'wrong-type'
        ? { kind: 'wrong-type', error }
        : { kind: 'failed', error };
    }
    if (f.uploading === f.doc.id && !f.offline) {
      const percent = Math.floor((100 * f.upload.received) / Math.max(1, f.upload.size));
      return { kind: 'uploading', percent };
    }
    return { kind: 'waiting', offline: f.offline };
  }
  if (f.onDevice) return { kind: 'here' };
  if (f.downloading === f.doc.id) return { kind: 'downloading' };
  return f.doc.uploaded ? { kind: 'remote' } : { kind: 'not-uploaded' };
}

/** The words of a status, as the list shows them. */
export function statusLabel(status: DocumentStatus): string {
  switch (status.kind) {
    case 'here':
      return 'On this device';
    case 'uploading':
      return `Uploading ${status.percent}%`;
    case 'waiting':
      return status.offline ? 'Waiting for connection' : 'Waiting to upload';
    case 'failed':
      return 'Upload failed';
    case 'wrong-type':
      return "Can't be uploaded";
    case 'downloading':
      return 'Downloading…';
    case 'remote':
      return 'Not downloaded yet';
    case 'not-uploaded':
      return 'Not uploaded yet';
  }
}
