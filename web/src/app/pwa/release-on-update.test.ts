import { describe, expect, it } from 'vitest';
import {
  AbortableFetches,
  isReleaseForUpdateMessage,
  RELEASE_FOR_UPDATE,
} from './release-on-update';

const url = 'https://wayfarer.test/api/destinations';

/** What the fetch behind a strategy sees: the request the plugin handed on. */
async function viaPlugin(fetches: AbortableFetches, request: Request): Promise<Request> {
  const handed = await fetches.plugin.requestWillFetch?.({
    request,
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  });
  if (!handed) throw new Error('the plugin handed no request on');
  return handed;
}

describe('release on update', () => {
  it('aborts the requests in flight when an update is accepted, and only those', async () => {
    const fetches = new AbortableFetches();
    const inFlight = await viaPlugin(fetches, new Request(url));
    expect(inFlight.url).toBe(url);
    expect(inFlight.signal.aborted).toBe(false);

    fetches.abortAll();
    expect(inFlight.signal.aborted).toBe(true);
    expect((inFlight.signal.reason as DOMException).name).toBe('AbortError');

    // The page may stay (another tab's worker, a failed activation): later requests go ahead.
    const later = await viaPlugin(fetches, new Request(url));
    expect(later.signal.aborted).toBe(false);
  });

  it("keeps the page's own cancel", async () => {
    const fetches = new AbortableFetches();
    const page = new AbortController();
    const request = await viaPlugin(fetches, new Request(url, { signal: page.signal }));
    page.abort();
    expect(request.signal.aborted).toBe(true);
  });

  it('keeps what the request asks for', async () => {
    const fetches = new AbortableFetches();
    const original = new Request(url, { headers: { 'If-None-Match': 'W/"1"' }, mode: 'cors' });
    const handed = await viaPlugin(fetches, original);
    expect(handed.method).toBe('GET');
    expect(handed.headers.get('If-None-Match')).toBe('W/"1"');
    expect(handed.mode).toBe('cors');
  });

  it('knows its message', () => {
    expect(isReleaseForUpdateMessage({ type: RELEASE_FOR_UPDATE })).toBe(true);
    expect(isReleaseForUpdateMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isReleaseForUpdateMessage(RELEASE_FOR_UPDATE)).toBe(false);
    expect(isReleaseForUpdateMessage(null)).toBe(false);
  });
});
