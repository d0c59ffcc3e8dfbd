import { differenceInSeconds, formatDistance } from 'date-fns';
import { MAX_PUSH_BATCH } from '@shared/sync/protocol-version';
import type { SyncPhase, SyncProgress } from '../../sync/sync-state';

export interface SyncStatusInput {
  phase: SyncPhase;
  /** Changes in the outbox, read from a live query. */
  queued: number;
  /** Refused changes the user has not retried or discarded. */
  rejections: number;
  /** Document files whose bytes the server does not hold yet (absent: none). */
  uploads?: number;
  /** Document files that stopped after arriving damaged again and again (absent: none). */
  failedUploads?: number;
  /** What the browser says about its network. */
  online: boolean;
  progress: SyncProgress | null;
  lastSyncedAt: string | null;
  lastError?: string | undefined;
}

export type SyncStatusKind =
  'synced' | 'syncing' | 'offline' | 'unreachable' | 'delayed' | 'attention';

export interface SyncStatus {
  kind: SyncStatusKind;
  /** The short word shown in the header: 'Synced', 'Offline', 'Needs attention'... */
  headline: string;
  /** Shown after the headline when there is one: '2 changes waiting'. */
  waiting?: string;
  /** One sentence for the tooltip and the screen reader. */
  detail: string;
}

export const UPDATE_REQUIRED_TEXT = 'A new version of the app is needed to sync';

/** The header's word when the network is up but the server does not answer. */
export const UNREACHABLE_HEADLINE = "Can't reach the server";

export function changesText(n: number): string {
  return n === 1 ? '1 change' : `${n.toLocaleString('en-US')} changes`;
}

export function filesText(n: number): string {
  return n === 1 ? '1 file' : `${n.toLocaleString('en-US')} files`;
}

/** '2 changes waiting', '1 file waiting', '2 changes and 1 file waiting', or nothing. */
function waitingText(queued: number, files: number): string | undefined {
  const parts = [
    ...(queued > 0 ? [changesText(queued)] : []),
    ...(files > 0 ? [filesText(files)] : []),
  ];
  return parts.length > 0 ? `${parts.join(' and ')} waiting` : undefined;
}

/**
 * What the app says about sync. It never says 'Synced' while anything is queued (a change, or a
 * document's bytes the server does not have yet), and a problem the user must act on outranks
 * everything else.
 */
export function describeSyncStatus(input: SyncStatusInput, now: Date): SyncStatus {
  const { phase, queued, rejections } = input;
  const uploads = input.uploads ?? 0;
  const failedUploads = input.failedUploads ?? 0;
  const waiting = waitingText(queued, uploads);
  const withWaiting = (s: SyncStatus): SyncStatus => (waiting ? { ...s, waiting } : s);
  const lastSynced = lastSyncedText(input.lastSyncedAt, now);

  if (phase === 'update-required') {
    return { kind: 'attention', headline: 'Needs attention', detail: `${UPDATE_REQUIRED_TEXT}.` };
  }
  if (phase === 'needs-attention') {
    const why = input.lastError ? `: ${input.lastError}` : '';
    return { kind: 'attention', headline: 'Needs attention', detail: `Sync stopped${why}.` };
  }
  if (rejections > 0) {
    const refused = rejections === 1 ? '1 change was' : `${rejections} changes were`;
    return { kind: 'attention', headline: 'Needs attention', detail: `${refused} not accepted.` };
  }
  if (failedUploads > 0) {
    const files = failedUploads === 1 ? '1 file' : `${failedUploads} files`;
    return {
      kind: 'attention',
      headline: 'Needs attention',
      detail: `${files} could not be uploaded. Open the trip's documents to see why.`,
    };
  }
  if (!input.online) {
    const detail = waiting
      ? `They will sync when you are back online. ${lastSynced}.`
      : `${lastSynced}.`;
    return withWaiting({ kind: 'offline', headline: 'Offline', detail });
  }
  // The browser has a network, yet no answer came (or a proxy said the server is down): saying
  // 'Offline' would send the traveller to check a connection that works.
  if (phase === 'offline' || phase === 'unreachable') {
    const detail = waiting
      ? `They will sync when the server answers again. ${lastSynced}.`
      : `The app keeps trying. ${lastSynced}.`;
    return withWaiting({ kind: 'unreachable', headline: UNREACHABLE_HEADLINE, detail });
  }
  if (phase === 'error') {
    const why = input.lastError ? ` (${input.lastError})` : '';
    return withWaiting({
      kind: 'delayed',
      headline: 'Sync delayed',
      detail: `The last attempt failed${why}. Trying again automatically.`,
    });
  }
  if (phase === 'syncing' || queued > 0 || uploads > 0 || !input.lastSyncedAt) {
    const { progress } = input;
    // Progress only helps when there is more than one request's worth to send.
    const headline =
      progress && progress.total > MAX_PUSH_BATCH
        ? `Syncing ${progress.sent.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')}`
        : 'Syncing…';
    return { kind: 'syncing', headline, detail: waiting ? `Sending ${waiting}.` : 'Syncing.' };
  }
  return { kind: 'synced', headline: 'Synced', detail: `${lastSynced}.` };
}

/** 'Last synced 2 minutes ago', 'Last synced just now' or 'Not synced yet'. */
export function lastSyncedText(at: string | null, now: Date): string {
  if (!at) return 'Not synced yet';
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return 'Not synced yet';
  // A device clock moved back can put the last sync in the future: it was just now.
  if (differenceInSeconds(now, when) < 60) return 'Last synced just now';
  return `Last synced ${formatDistance(when, now, { addSuffix: true })}`;
}
