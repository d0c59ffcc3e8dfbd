import { describe, expect, it } from 'vitest';
import { tripListResponseSchema } from '@shared/api/trips';
import { membersResponseSchema } from '@shared/schemas/trip-member';
import type { TestClient } from '../testing/test-app';
import {
  memberRows,
  shareTrip,
  sharingTestApp,
  syncedRows,
  tripWithRows,
} from '../testing/trip-fixtures';

/** The member list an endpoint answered, as (username, role, active) triples. */
async function roster(res: Response) {
  return membersResponseSchema.parse(await res.json()).map((m) => [m.username, m.role, m.active]);
}

async function tripTitles(client: TestClient) {
  const res = await client.get('/api/trips');
  expect(res.status).toBe(200);
  return tripListResponseSchema.parse(await res.json()).map((t) => t.title);
}

async function aliceSharesWithBob(role: 'editor' | 'viewer' = 'editor') {
  const built = await sharingTestApp();
  const { trip } = await tripWithRows(built.alice);
  await shareTrip(built.alice, trip.id, 'bob', role);
  const members = `/api/trips/${trip.id}/members`;
  return { ...built, trip, members, bobPath: `${members}/${built.bobUser.id}` };
}

describe('trip members endpoints', () => {
  it('invites by username with 202, and the member list has them only once they join', async () => {
    const { alice, bob, bobUser, aliceUser, clock, db } = await sharingTestApp();
    const { trip } = await tripWithRows(alice);
    const before = await syncedRows(db);
    const res = await alice.post(`/api/trips/${trip.id}/members`, {
      username: 'bob',
      role: 'viewer',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ invited: 'bob' });
    // Invited is not on the trip: nothing synced changed, and Bob cannot read its members.
    expect(await syncedRows(db)).toEqual(before);
    expect((await bob.get(`/api/trips/${trip.id}/members`)).status).toBe(404);

    clock.advance(60_000);
    expect((await bob.post(`/api/invitations/${trip.id}/accept`)).status).toBe(200);
    expect(
      membersResponseSchema.parse(await (await alice.get(`/api/trips/${trip.id}/members`)).json()),
    ).toEqual([
      {
        tripId: trip.id,
        userId: aliceUser.id,
        username: 'alice',
        name: 'alice',
        role: 'owner',
        active: true,
        joinedAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      },
      {
        tripId: trip.id,
        userId: bobUser.id,
        username: 'bob',
        name: 'bob',
        role: 'viewer',
        active: true,
        joinedAt: clock.now().toISOString(),
      },
    ]);
    // Any member reads the same list.
    const seenByBob = await bob.get(`/api/trips/${trip.id}/members`);
    expect(seenByBob.status).toBe(200);
    expect(await roster(seenByBob)).toEqual([
      ['alice', 'owner', true],
      ['bob', 'viewer', true],
    ]);
  });

  it('answers 202 for an unknown username, 409 for an active member, 400 for a bad role', async () => {
    const { alice, db, members } = await aliceSharesWithBob();
    const before = await syncedRows(db);
    const unknown = await alice.post(members, { username: 'zelda', role: 'editor' });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ invited: 'zelda' });
    for (const username of ['bob', 'alice', 'BOB']) {
      const again = await alice.post(members, { username, role: 'viewer' });
      expect(again.status, username).toBe(409);
      expect(await again.json()).toEqual({ message: `${username} is already on this trip` });
    }
    const owner = await alice.post(members, { username: 'carol', role: 'owner' });
    expect(owner.status).toBe(400);
    expect(((await owner.json()) as Record<string, unknown>).message).toContain('role');
    expect(await syncedRows(db)).toEqual(before);
  });

  it("changes a companion's role, never the owner's", async () => {
    const { alice, aliceUser, carolUser, db, members, bobPath } = await aliceSharesWithBob();
    const res = await alice.patch(bobPath, { role: 'viewer' });
    expect(res.status).toBe(200);
    expect(await roster(res)).toEqual([
      ['alice', 'owner', true],
      ['bob', 'viewer', true],
    ]);
    const before = await syncedRows(db);
    const ownRole = await alice.patch(`${members}/${aliceUser.id}`, { role: 'editor' });
    expect(ownRole.status).toBe(409);
    const stranger = await alice.patch(`${members}/${carolUser.id}`, { role: 'editor' });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: 'Member not found' });
    expect(await syncedRows(db)).toEqual(before);
  });

  it('lets the owner remove a companion, who stays listed as a former member', async () => {
    const { alice, bob, db, trip, members, bobPath, bobUser } = await aliceSharesWithBob();
    const res = await alice.delete(bobPath);
    expect(res.status).toBe(200);
    expect(await roster(res)).toEqual([
      ['alice', 'owner', true],
      ['bob', 'editor', false],
    ]);
    const [row] = await memberRows(db, 'where m.trip_id = ? and m.user_id = ?', [
      trip.id,
      bobUser.id,
    ]);
    expect(row?.status).toBe('removed');
    // To Bob the trip is now like any other he cannot see; removing him twice finds nobody.
    for (const gone of [await bob.get(members), await bob.get(`/api/trips/${trip.id}`)]) {
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: 'Trip not found' });
    }
    expect((await alice.delete(bobPath)).status).toBe(404);
  });

  it('lets a companion leave, and refuses to let the owner leave', async () => {
    const { alice, bob, aliceUser, db, trip, members, bobPath } =
      await aliceSharesWithBob('viewer');
    const left = await bob.delete(bobPath);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual([]);
    expect(await roster(await alice.get(members))).toEqual([
      ['alice', 'owner', true],
      ['bob', 'viewer', false],
    ]);
    expect((await memberRows(db)).map((m) => m.status)).toContain('left');
    // Leaving again: he is not on the trip any more.
    expect((await bob.delete(bobPath)).status).toBe(404);

    const before = await syncedRows(db);
    const ownerLeaves = await alice.delete(`${members}/${aliceUser.id}`);
    expect(ownerLeaves.status).toBe(409);
    expect(await ownerLeaves.json()).toEqual({
      message: 'The owner cannot leave the trip; delete it instead',
    });
    expect(await syncedRows(db)).toEqual(before);
    expect(await tripTitles(alice)).toEqual([trip.title]);
  });

  it('lets an editor leave but not remove another companion', async () => {
    const { alice, bob, trip, members, bobPath, carolUser, db } = await aliceSharesWithBob();
    await shareTrip(alice, trip.id, 'carol', 'viewer');
    const before = await syncedRows(db);
    const removeCarol = await bob.delete(`${members}/${carolUser.id}`);
    expect(removeCarol.status).toBe(403);
    expect(await removeCarol.json()).toEqual({ message: "Only the trip's owner can do that" });
    expect(await syncedRows(db)).toEqual(before);
    expect((await bob.delete(bobPath)).status).toBe(200);
    expect(await roster(await alice.get(members))).toEqual([
      ['alice', 'owner', true],
      ['bob', 'editor', false],
      ['carol', 'viewer', true],
    ]);
  });

  it('lists a shared trip in GET /api/trips after the invite and not after removal', async () => {
    const built = await sharingTestApp();
    const { alice, bob, carol, bobUser } = built;
    const { trip } = await tripWithRows(alice);
    expect(await tripTitles(bob)).toEqual([]);
    await shareTrip(alice, trip.id, 'bob', 'viewer');
    expect(await tripTitles(bob)).toEqual([trip.title]);
    expect(await tripTitles(carol)).toEqual([]);
    expect((await alice.delete(`/api/trips/${trip.id}/members/${bobUser.id}`)).status).toBe(200);
    expect(await tripTitles(bob)).toEqual([]);
    expect(await tripTitles(alice)).toEqual([trip.title]);
    // Invited again, it is back.
    await shareTrip(alice, trip.id, 'bob', 'editor');
    expect(await tripTitles(bob)).toEqual([trip.title]);
  });
});
