import { describe, expect, it } from 'vitest';
import { pendingInvitationsSchema } from '@shared/schemas/trip-invitation';
import type { PullResponse } from '@shared/sync/messages';
import { documentArgs, pdfBytes } from '../testing/document-fixtures';
import type { TestClient } from '../testing/test-app';
import {
  memberRows,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripWithRows,
} from '../testing/trip-fixtures';

/** Alice's Lisbon trip with an expense, an item and a document of hers; nobody else on it. */
async function alicesLisbon(overrides: Parameters<typeof sharingTestApp>[0] = {}) {
  const built = await sharingTestApp(overrides);
  const rows = await tripWithRows(built.alice);
  await built.alice.patch(`/api/trips/${rows.trip.id}`, { title: 'Lisbon' });
  const aliceDevice = new TestDevice(built.alice);
  const document = documentArgs(rows.trip.id, pdfBytes(100));
  await aliceDevice.pushOk(aliceDevice.queue({ name: 'addDocument', args: document }));
  const members = `/api/trips/${rows.trip.id}/members`;
  return { ...built, ...rows, document, members };
}

async function invitations(client: TestClient) {
  const res = await client.get('/api/invitations');
  expect(res.status).toBe(200);
  return pendingInvitationsSchema.parse(await res.json());
}

/** Nothing of any trip: no row, member, document or tombstone. */
function expectNothing(pulled: PullResponse) {
  expect(pulled).toMatchObject({
    trips: [],
    itineraryItems: [],
    expenses: [],
    documents: [],
    members: [],
    tombstones: [],
  });
}

describe('invitations by username', () => {
  it('gives the same answer for a name nobody has as for a real traveller', async () => {
    const w = await alicesLisbon();
    const before = await syncedRows(w.db);
    const known = await w.alice.post(w.members, { username: 'bob', role: 'editor' });
    const unknown = await w.alice.post(w.members, { username: 'nobody_here', role: 'editor' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const headers = (res: Response) =>
      [...res.headers].filter(([name]) => name !== 'content-length' && name !== 'date');
    expect(headers(unknown)).toEqual(headers(known));
    expect(await known.json()).toEqual({ invited: 'bob' });
    expect(await unknown.json()).toEqual({ invited: 'nobody_here' });
    // The owner's view of the trip says nothing more in one case than in the other.
    expect(await syncedRows(w.db)).toEqual(before);
    const roster = await (await w.alice.get(w.members)).json();
    expect(roster).toHaveLength(1);
    // Nothing is kept for the unknown name.
    expect(await w.db.query('select user_id as userId from trip_invitations')).toEqual([
      { userId: w.bobUser.id },
    ]);
  });

  it("sends nothing of the trip before Join, only its title and the inviter's name", async () => {
    const w = await alicesLisbon();
    await w.alice.post(w.members, { username: 'bob', role: 'viewer' });
    expect(await invitations(w.bob)).toEqual([
      {
        tripId: w.trip.id,
        title: 'Lisbon',
        inviterName: 'alice',
        role: 'viewer',
        invitedAt: w.clock.now().toISOString(),
      },
    ]);
    const phone = new TestDevice(w.bob);
    expectNothing(await phone.pull());
    expect(await memberRows(w.db, 'where m.user_id = ?', [w.bobUser.id])).toEqual([]);
    for (const path of [
      `/api/trips/${w.trip.id}`,
      w.members,
      `/api/documents/${w.document.id}/content`,
    ]) {
      expect((await w.bob.get(path)).status, path).toBe(404);
    }
    expect(await (await w.bob.get('/api/trips')).json()).toEqual([]);
    // Another traveller can neither see nor answer Bob's invitation.
    expect(await invitations(w.carol)).toEqual([]);
    expect((await w.carol.post(`/api/invitations/${w.trip.id}/accept`)).status).toBe(404);
    expect((await w.carol.delete(`/api/invitations/${w.trip.id}`)).status).toBe(404);

    // Join: the membership is made and the next pull brings the whole trip.
    const joined = await w.bob.post(`/api/invitations/${w.trip.id}/accept`);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ tripId: w.trip.id });
    const pulled = await phone.pull();
    expect(pulled.trips.map((t) => t.title)).toEqual(['Lisbon']);
    expect(pulled.expenses.map((e) => e.id)).toEqual([w.expense.id]);
    expect(pulled.itineraryItems.map((i) => i.id)).toEqual([w.item.id]);
    expect(pulled.documents.map((d) => d.id)).toEqual([w.document.id]);
    expect(pulled.members.map((m) => [m.username, m.role])).toEqual([
      ['alice', 'owner'],
      ['bob', 'viewer'],
    ]);
    expect(await invitations(w.bob)).toEqual([]);
  });

  it('goes away when declined, and a new invitation can still be joined', async () => {
    const w = await alicesLisbon();
    await w.alice.post(w.members, { username: 'bob', role: 'editor' });
    const before = await syncedRows(w.db);
    const declined = await w.bob.delete(`/api/invitations/${w.trip.id}`);
    expect(declined.status).toBe(200);
    expect(await invitations(w.bob)).toEqual([]);
    expect(await syncedRows(w.db)).toEqual(before);
    // Answered once, it cannot be answered again.
    const late = await w.bob.post(`/api/invitations/${w.trip.id}/accept`);
    expect(late.status).toBe(404);
    expect(await late.json()).toEqual({ message: 'This invitation is no longer open' });

    await w.alice.post(w.members, { username: 'bob', role: 'editor' });
    expect((await w.bob.post(`/api/invitations/${w.trip.id}/accept`)).status).toBe(200);
    expect((await w.bob.get(`/api/trips/${w.trip.id}`)).status).toBe(200);
  });

  it('vanishes when the owner removes the invitee or deletes the trip', async () => {
    const w = await alicesLisbon();
    await w.alice.post(w.members, { username: 'bob', role: 'editor' });
    const withdrawn = await w.alice.delete(`${w.members}/${w.bobUser.id}`);
    expect(withdrawn.status).toBe(200);
    expect(await invitations(w.bob)).toEqual([]);

    await w.alice.post(w.members, { username: 'bob', role: 'editor' });
    await w.alice.post(w.members, { username: 'carol', role: 'viewer' });
    expect((await w.alice.delete(`/api/trips/${w.trip.id}`)).status).toBe(200);
    expect(await invitations(w.bob)).toEqual([]);
    expect(await invitations(w.carol)).toEqual([]);
    expect((await w.bob.post(`/api/invitations/${w.trip.id}/accept`)).status).toBe(404);
  });

  it("finds a traveller whatever the case of the name typed, and shows the inviter's first name", async () => {
    const w = await alicesLisbon();
    const dana = w.client();
    await dana.register('Dana', 'secret123', { firstName: 'Dana' });
    const trip = await tripWithRows(dana);
    const res = await dana.post(`/api/trips/${trip.trip.id}/members`, { username: 'BOB' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ invited: 'BOB' });
    expect((await invitations(w.bob)).map((i) => [i.inviterName, i.role])).toEqual([
      ['Dana', 'editor'],
    ]);
  });

  it('is refused to anyone but the owner, as for any member change', async () => {
    const w = await alicesLisbon();
    const stranger = await w.carol.post(w.members, { username: 'bob', role: 'editor' });
    expect(stranger.status).toBe(404);
    expect(await invitations(w.bob)).toEqual([]);
    expect((await w.client().get('/api/invitations')).status).toBe(401);
  });

  it('limits the invitations one account sends, with a wait a traveller can read', async () => {
    const w = await alicesLisbon({ inviteRateLimit: { limit: 3, windowMs: 15 * 60_000 } });
    for (const username of ['bob', 'carol', 'nobody_1']) {
      expect((await w.alice.post(w.members, { username, role: 'editor' })).status).toBe(202);
    }
    const limited = await w.alice.post(w.members, { username: 'nobody_2', role: 'editor' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await limited.json()).toEqual({
      message: 'You have sent a lot of invitations in a short time. Try again in 15 minutes.',
    });
    // Per account: Bob's own trip is not held back by Alice's count.
    const bobs = await tripWithRows(w.bob);
    const bobInvites = await w.bob.post(`/api/trips/${bobs.trip.id}/members`, {
      username: 'carol',
      role: 'viewer',
    });
    expect(bobInvites.status).toBe(202);
    w.clock.advance(15 * 60_000);
    expect((await w.alice.post(w.members, { username: 'nobody_2', role: 'editor' })).status).toBe(
      202,
    );
  });
});
