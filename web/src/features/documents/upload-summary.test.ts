import { describe, expect, it } from 'vitest';
import type { PendingUpload } from '../../db/app-db';
import { documentStatus, statusLabel } from './document-status';
import { formatBytes } from './format-bytes';
import { uploadSummary } from './upload-summary';

const upload = (size: number, received = 0, state: PendingUpload['state'] = 'waiting') => ({
  id: crypto.randomUUID(),
  tripId: 't',
  size,
  received,
  attempts: 0,
  state,
});

describe('upload summary and statuses', () => {
  it('counts files and bytes left', () => {
    const pending = [upload(3_000_000, 1_000_000), upload(2_100_000)];
    expect(uploadSummary({ pending, finished: 1, running: true, offline: false })).toBe(
      'Uploading 2 of 3 · 4.1 MB left',
    );
    expect(uploadSummary({ pending, finished: 0, running: false, offline: true })).toBe(
      'Waiting for connection · 2 files, 4.1 MB to upload',
    );
    expect(
      uploadSummary({
        pending: [upload(5, 0, 'failed')],
        finished: 0,
        running: true,
        offline: false,
      }),
    ).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(12_400_000)).toBe('12.4 MB');
    expect(formatBytes(820_400)).toBe('820 KB');
    expect(formatBytes(4_100_000)).toBe('4.1 MB');
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB');
  });

  it('names where a document is', () => {
    const doc = { id: 'd', uploaded: false };
    const base = { doc, uploading: null, downloading: null, offline: false };
    const up = { ...upload(200, 90), id: 'd' };
    expect(
      statusLabel(documentStatus({ ...base, onDevice: true, upload: up, uploading: 'd' })),
    ).toBe('Uploading 45%');
    expect(
      statusLabel(documentStatus({ ...base, onDevice: true, upload: up, offline: true })),
    ).toBe('Waiting for connection');
    expect(statusLabel(documentStatus({ ...base, onDevice: true, upload: undefined }))).toBe(
      'On this device',
    );
    const remote = {
      ...base,
      doc: { id: 'd', uploaded: true },
      onDevice: false,
      upload: undefined,
    };
    expect(statusLabel(documentStatus(remote))).toBe('Not downloaded yet');
    expect(statusLabel(documentStatus({ ...remote, downloading: 'd' }))).toBe('Downloading…');
  });
});
