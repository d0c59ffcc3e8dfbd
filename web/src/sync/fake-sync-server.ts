import type { PullResponse, PushRequest } from '@shared/sync/messages';

type Reply = Response | Error | Promise<Response>;

/**
 * A scripted stand-in for the sync server, for engine tests: it numbers processed mutations like
 * the real one (409 with `expected` on a gap), records every request, and answers `nextReplies`
 * first when a test wants a failure.
 */
export class FakeSyncServer {
  lastMutationId = 0;
  pushes: PushRequest[] = [];
  pulls: URLSearchParams[] = [];
  /** Answered, in order, before the normal behaviour. */
  nextReplies: Array<(path: string) => Reply> = [];
  pullBody: Omit<PullResponse, 'lastMutationId'> = {
    cursor: 1,
    reset: false,
    trips: [],
    members: [],
    itineraryItems: [],
    expenses: [],
    documents: [],
    tombstones: [],
    rejections: [],
  };
  /** Whose session cookie the requests carry; /api/user answers 401 when null. */
  sessionUserId: string | null = null;
  /** The session check fails like a network error. Answered apart from `nextReplies`. */
  sessionUnreachable = false;
  /** Mutation ids to reject, with their reason. */
  rejects = new Map<number, string>();

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user') {
      if (this.sessionUnreachable) throw new TypeError('Failed to fetch');
      if (!this.sessionUserId) return json(401, { message: 'Unauthorized' });
      const at = '2026-01-01T00:00:00.000Z';
      return json(200, {
        id: this.sessionUserId,
        username: 'traveller',
        email: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        createdAt: at,
        updatedAt: at,
      });
    }
    const scripted = this.nextReplies.shift();
    if (scripted) {
      const reply = await scripted(url.pathname);
      if (reply instanceof Error) throw reply;
      return reply;
    }
    if (url.pathname === '/api/destinations') return json(200, []);
    if (url.pathname === '/api/sync/pull') {
      this.pulls.push(url.searchParams);
      return json(200, { ...this.pullBody, lastMutationId: this.lastMutationId });
    }
    if (url.pathname === '/api/sync/push' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as PushRequest;
      this.pushes.push(body);
      const first = body.mutations[0];
      if (first && first.id !== this.lastMutationId + 1) {
        return json(409, { message: 'Gap', expected: this.lastMutationId + 1 });
      }
      const results = body.mutations.map((m) => {
        const reason = this.rejects.get(m.id);
        return reason ? { id: m.id, status: 'rejected', reason } : { id: m.id, status: 'applied' };
      });
      this.lastMutationId = body.mutations.at(-1)?.id ?? this.lastMutationId;
      return json(200, { lastMutationId: this.lastMutationId, results });
    }
    return json(404, { message: 'Not found' });
  };

  pushedIds(): number[][] {
    return this.pushes.map((p) => p.mutations.map((m) => m.id));
  }
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
