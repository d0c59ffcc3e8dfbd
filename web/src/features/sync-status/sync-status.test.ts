import { describe, expect, it } from 'vitest';
import { describeSyncStatus, lastSyncedText, type SyncStatusInput } from './sync-status';

const now = new Date('2026-05-01T12:00:00.000Z');
const base: SyncStatusInput = {
  phase: 'idle',
  queued: 0,
  rejections: 0,
  online: true,
  progress: null,
  lastSyncedAt: '2026-05-01T11:58:00.000Z',
};
const status = (over: Partial<SyncStatusInput>) => describeSyncStatus({ ...base, ...over }, now);

describe('describeSyncStatus', () => {
  it('says Synced only with an empty outbox, with the last sync time as detail', () => {
    expect(status({})).toEqual({
      kind: 'synced',
      headline: 'Synced',
      detail: 'Last synced 2 minutes ago.',
    });
    expect(status({ queued: 1 }).kind).toBe('syncing');
    expect(status({ lastSyncedAt: null }).headline).toBe('Syncing…');
  });

  it("never says Synced while a document's bytes are still owed to the server", () => {
    expect(status({ uploads: 1 })).toEqual({
      kind: 'syncing',
      headline: 'Syncing…',
      detail: 'Sending 1 file waiting.',
    });
    expect(status({ online: false, queued: 2, uploads: 3 }).waiting).toBe(
      '2 changes and 3 files waiting',
    );
    expect(status({ failedUploads: 1 })).toMatchObject({
      kind: 'attention',
      detail: "1 file could not be uploaded. Open the trip's documents to see why.",
    });
  });

  it('shows progress for queues longer than one request', () => {
    expect(status({ phase: 'syncing', progress: { sent: 120, total: 5000 } }).headline).toBe(
      'Syncing 120 of 5,000',
    );
    expect(status({ phase: 'syncing', progress: { sent: 0, total: 3 } }).headline).toBe('Syncing…');
  });

  it('counts waiting changes while offline', () => {
    expect(status({ online: false }).headline).toBe('Offline');
    expect(status({ online: false }).waiting).toBeUndefined();
    expect(status({ online: false, queued: 2 })).toMatchObject({
      kind: 'offline',
      headline: 'Offline',
      waiting: '2 changes waiting',
    });
  });

  it('says the server cannot be reached when the network is up but the server does not answer', () => {
    // A network error with the browser online: the server (or the way to it) is down.
    expect(status({ phase: 'offline', queued: 3 })).toEqual({
      kind: 'unreachable',
      headline: "Can't reach the server",
      waiting: '3 changes waiting',
      detail: 'They will sync when the server answers again. Last synced 2 minutes ago.',
    });
    // A proxy answered 502, 503 or 504 for it.
    expect(status({ phase: 'unreachable' })).toEqual({
      kind: 'unreachable',
      headline: "Can't reach the server",
      detail: 'The app keeps trying. Last synced 2 minutes ago.',
    });
    // With no network at all, that is what the traveller can fix.
    expect(status({ phase: 'unreachable', online: false, queued: 1 })).toMatchObject({
      kind: 'offline',
      headline: 'Offline',
      waiting: '1 change waiting',
    });
  });

  it('says a temporary failure is retried, keeping the count', () => {
    expect(status({ phase: 'error', queued: 3, lastError: '500: busy' })).toEqual({
      kind: 'delayed',
      headline: 'Sync delayed',
      waiting: '3 changes waiting',
      detail: 'The last attempt failed (500: busy). Trying again automatically.',
    });
  });

  it('puts what needs the user above everything else', () => {
    expect(status({ rejections: 1, online: false, queued: 2 })).toMatchObject({
      kind: 'attention',
      headline: 'Needs attention',
      detail: '1 change was not accepted.',
    });
    expect(status({ phase: 'needs-attention', lastError: '403: not yours' }).detail).toBe(
      'Sync stopped: 403: not yours.',
    );
    expect(status({ phase: 'update-required' }).detail).toBe(
      'A new version of the app is needed to sync.',
    );
  });
});

describe('lastSyncedText', () => {
  it('reads as a person would say it', () => {
    expect(lastSyncedText(null, now)).toBe('Not synced yet');
    expect(lastSyncedText('2026-05-01T11:59:30.000Z', now)).toBe('Last synced just now');
    expect(lastSyncedText('2026-05-01T13:00:00.000Z', now)).toBe('Last synced just now');
    expect(lastSyncedText('2026-05-01T09:00:00.000Z', now)).toBe('Last synced about 3 hours ago');
  });
});
