import type { PendingUpload } from '../../db/app-db';
import { formatBytes } from './format-bytes';

/**
 * One line about a trip's uploads: 'Uploading 2 of 3 · 4.1 MB left' while they run, 'Waiting
 * for connection · 2 files, 5.3 MB to upload' while they cannot, null when nothing is owed.
 * `finished` counts uploads of this trip done since its queue was last empty.
 */
export function uploadSummary({
  pending,
  finished,
  running,
  offline,
}: {
  pending: readonly PendingUpload[];
  finished: number;
  running: boolean;
  offline: boolean;
}): string | null {
  const waiting = pending.filter((u) => u.state === 'waiting');
  if (waiting.length === 0) return null;
  const left = formatBytes(waiting.reduce((sum, u) => sum + u.size - u.received, 0));
  if (running && !offline) {
    return `Uploading ${finished + 1} of ${finished + waiting.length} · ${left} left`;
  }
  const files = waiting.length === 1 ? '1 file' : `${waiting.length} files`;
  return `${offline ? 'Waiting for connection' : 'Waiting to upload'} · ${files}, ${left} to upload`;
}
