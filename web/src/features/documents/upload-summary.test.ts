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
    expect(uploadSummary({ pending, finished: ['a'], running: true, offline: false })).toBe(
      'Uploading 2 of 3 · 4.1 MB left',
    );
    expect(uploadSummary({ pending, finished: [], running: false, offline: true })).toBe(
      'Waiting for connection · 2 files, 4.1 MB to upload',
    );
    expect(
      uploadSummary({
        pending: [upload(5, 0, 'failed')],
        finished: [],
        running: true,
        offline: false,
      }),
    ).toBeNull();
  });

  it('counts the files of this batch, not one that finished a moment ago twice', () => {
    const [first, second, third] = [upload(100), upload(200), upload(300)];
    // The first is done, but the live query still lists it: still '1 of 3', never '2 of 4'.
    const stale = [first!, second!, third!];
    const at = (pending: PendingUpload[], finished: string[]) =>
      uploadSummary({ pending, finished, running: true, offline: false });
    expect(at(stale, [])).toBe('Uploading 1 of 3 · 600 bytes left');
    expect(at(stale, [first!.id])).toBe('Uploading 1 of 3 · 600 bytes left');
    expect(at([second!, third!], [first!.id])).toBe('Uploading 2 of 3 · 500 bytes left');
    expect(at([second!, third!], [first!.id, second!.id])).toBe(
      'Uploading 2 of 3 · 500 bytes left',
    );
    expect(at([third!], [first!.id, second!.id])).toBe('Uploading 3 of 3 · 300 bytes left');
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
