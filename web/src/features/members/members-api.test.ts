import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripMember } from '@shared/schemas/trip-member';
import { ApiRequestError, errorDescription } from '../../lib/api-client';
import { createMembersApi } from './members-api';

const TRIP = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const CODE = 'a'.repeat(43);

const ben: TripMember = {
  tripId: TRIP,
  userId: BEN,
  username: 'ben',
  name: 'Ben',
  role: 'editor',
  active: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** fetch answering `responses` in turn; records what was asked. */
function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function syncSpy() {
  return { retryNow: vi.fn(async () => undefined) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createMembersApi', () => {
  it('invites by username and does not wait for a sync (nothing on the trip changed)', async () => {
    const fetchMock = stubFetch(answer(202, { invited: 'ben' }));
    // A sync that never ends: the invitation must answer anyway.
    const sync = { retryNow: vi.fn(() => new Promise<void>(() => undefined)) };
    const sent = await createMembersApi(sync).invite(TRIP, { username: 'ben', role: 'editor' });
    expect(sent).toEqual({ invited: 'ben' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(`/api/trips/${TRIP}/members`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ben', role: 'editor' });
    expect(sync.retryNow).not.toHaveBeenCalled();
  });

  it("surfaces the server's message when the invitation is refused", async () => {
    stubFetch(answer(409, { message: 'ben is already on this trip' }));
    const sync = syncSpy();
    const failure = await createMembersApi(sync)
      .invite(TRIP, { username: 'ben', role: 'viewer' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(errorDescription(failure, 'fallback')).toBe('ben is already on this trip');
    expect(sync.retryNow).not.toHaveBeenCalled();
  });

  it('joins an invitation by username, syncing after, and declines one without', async () => {
    const fetchMock = stubFetch(answer(200, { tripId: TRIP }), answer(200, { ok: true }));
    const sync = syncSpy();
    const api = createMembersApi(sync);
    expect(await api.joinInvitation(TRIP)).toEqual({ tripId: TRIP });
    expect(sync.retryNow).toHaveBeenCalledTimes(1);
    await api.declineInvitation(TRIP);
    expect(sync.retryNow).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([path, init]) => [init?.method, path])).toEqual([
      ['POST', `/api/invitations/${TRIP}/accept`],
      ['DELETE', `/api/invitations/${TRIP}`],
    ]);
  });

  it('changes a role and removes a member by their user id', async () => {
    const fetchMock = stubFetch(answer(200, [{ ...ben, role: 'viewer' }]), answer(200, []));
    const api = createMembersApi(syncSpy());
    await api.changeRole(TRIP, BEN, 'viewer');
    await api.remove(TRIP, BEN);
    expect(fetchMock.mock.calls.map(([path, init]) => [init?.method, path])).toEqual([
      ['PATCH', `/api/trips/${TRIP}/members/${BEN}`],
      ['DELETE', `/api/trips/${TRIP}/members/${BEN}`],
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ role: 'viewer' });
  });

  it('refuses an answer that does not have the shape of members', async () => {
    stubFetch(answer(200, [{ userId: 'not a member' }]));
    await expect(createMembersApi(syncSpy()).remove(TRIP, BEN)).rejects.toThrow();
  });

  it('creates an invite link without syncing (nothing on the trip changed)', async () => {
    const fetchMock = stubFetch(answer(201, { code: CODE, role: 'viewer' }));
    const sync = syncSpy();
    expect(await createMembersApi(sync).createLink(TRIP, 'viewer')).toEqual({
      code: CODE,
      role: 'viewer',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/trips/${TRIP}/invites`);
    expect(sync.retryNow).not.toHaveBeenCalled();
  });

  it('previews and accepts an invite, syncing after joining', async () => {
    const preview = { tripId: TRIP, title: 'Kyoto', ownerName: 'Ada', role: 'viewer' };
    const fetchMock = stubFetch(
      answer(200, { ...preview, alreadyMember: false }),
      answer(200, { tripId: TRIP }),
    );
    const sync = syncSpy();
    const api = createMembersApi(sync);
    expect(await api.preview(CODE)).toMatchObject(preview);
    expect(await api.accept(CODE)).toEqual({ tripId: TRIP });
    expect(fetchMock.mock.calls.map(([path, init]) => [init?.method, path])).toEqual([
      ['GET', `/api/invites/${CODE}`],
      ['POST', `/api/invites/${CODE}/accept`],
    ]);
    expect(sync.retryNow).toHaveBeenCalledTimes(1);
  });

  it('leaves without waiting for the sync that drops the trip', async () => {
    const fetchMock = stubFetch(answer(200, []));
    // A sync that never ends: leave must answer anyway.
    const sync = { retryNow: vi.fn(() => new Promise<void>(() => undefined)) };
    await createMembersApi(sync).leave(TRIP, BEN);
    expect(sync.retryNow).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});
