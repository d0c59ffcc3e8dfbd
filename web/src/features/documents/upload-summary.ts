import type { PendingUpload } from '../../db/app-db';
import { formatBytes } from './format-bytes';

/**
 * One line about a trip's uploads: 'Uploading 2 of 3 · 4.1 MB left' while they run, 'Waiting
 * for connection · 2 files, 5.3 MB to upload' while they cannot, null when nothing is owed.
 * `finished` holds the ids of this trip's uploads done since it last had none waiting: this
 * batch. One still among `pending` is not counted twice: the transfer store says it finished a
 * moment before the live query drops its row, which read 'Uploading 2 of 4' for three files.
 */
export function uploadSummary({
  pending,
  finished,
  running,
  offline,
}: {
  pending: readonly PendingUpload[];
  finished: readonly string[];
  running: boolean;
  offline: boolean;
}): string | null {
  const waiting = pending.filter((u) => u.state === 'waiting');
  if (waiting.length === 0) return null;
  const owed = new Set(pending.map((u) => u.id));
  const done = finished.filter((id) => !owed.has(id)).length;
  const left = formatBytes(waiting.reduce((sum, u) => sum + u.size - u.received, 0));
  if (running && !offline) {
    return `Uploading ${done + 1} of ${done + waiting.length} · ${left} left`;
  }
  const files = waiting.length === 1 ? '1 file' : `${waiting.length} files`;
  return `${offline ? 'Waiting for connection' : 'Waiting to upload'} · ${files}, ${left} to upload`;
}
