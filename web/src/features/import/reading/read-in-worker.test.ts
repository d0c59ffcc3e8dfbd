import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReading } from '@shared/import/found-booking';
import { MAX_IMPORT_BYTES } from '@shared/import/read-import';
import type { ImportRequest, ImportResponse } from './import-messages';
import { readInWorker, TOO_SLOW, WORKER_FAILED, type WorkerLike } from './read-in-worker';

/** A worker in the same thread: answers with `answer`, or never when it is null. */
function fakeWorker(answer: ((request: ImportRequest) => ImportResponse) | null) {
  const state = { terminated: false, request: null as ImportRequest | null };
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      state.request = request;
      if (answer)
        queueMicrotask(() =>
          worker.onmessage?.({ data: answer(request) } as MessageEvent<ImportResponse>),
        );
    },
    terminate() {
      state.terminated = true;
    },
  };
  return { worker, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('readInWorker', () => {
  it('answers what the worker read, and stops the worker', async () => {
    const reading: ImportReading = { bookings: [], problems: ['x'] };
    const { worker, state } = fakeWorker(() => ({ ok: true, reading }));
    const file = new File(['BEGIN:VCALENDAR'], 'a.ics', { type: 'text/calendar' });
    expect(await readInWorker({ file }, { createWorker: () => worker })).toEqual(reading);
    expect(state.request).toMatchObject({ kind: 'file', name: 'a.ics', type: 'text/calendar' });
    expect(state.terminated).toBe(true);
  });

  it('stops a worker that takes too long and says so', async () => {
    vi.useFakeTimers();
    const { worker, state } = fakeWorker(null);
    const pending = readInWorker(
      { text: 'anything' },
      { createWorker: () => worker, timeLimitMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ bookings: [], problems: [TOO_SLOW] });
    expect(state.terminated).toBe(true);
  });

  it('says the file could not be read when the worker fails', async () => {
    const { worker } = fakeWorker(() => ({ ok: false }));
    expect(await readInWorker({ text: 'x' }, { createWorker: () => worker })).toEqual({
      bookings: [],
      problems: [WORKER_FAILED],
    });
  });

  it('refuses a file over the size limit without starting a worker', async () => {
    const createWorker = vi.fn();
    const big = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'huge.eml');
    const reading = await readInWorker({ file: big }, { createWorker });
    expect(reading.problems[0]).toMatch(/too large to read for bookings/);
    expect(createWorker).not.toHaveBeenCalled();
  });
});
