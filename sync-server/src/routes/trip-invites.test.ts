import { describe, expect, it } from 'vitest';
import { createTripFor, tripTestApp, TestDevice } from '../testing/trip-fixtures';

/** Alice's trip and a link she made for `role`. */
async function tripWithLink(role: 'editor' | 'viewer' = 'editor') {
  const world = await tripTestApp();
  const tripId = await createTripFor(world.alice, { title: 'Lisbon with friends' });
  const res = await world.alice.post(`/api/trips/${tripId}/invites`, { role });
  expect(res.status).toBe(201);
  const { code } = (await res.json()) as { code: string };
  return { ...world, tripId, code };
}

describe('invite links', () => {
  it('shows what the link joins, then joins with its role and delivers the whole trip', async () => {
    const { bob, tripId, code } = await tripWithLink('viewer');
    const preview = await bob.get(`/api/invites/${code}`);
    expect(await preview.json()).toEqual({
      tripId,
      title: 'Lisbon with friends',
      ownerName: 'alice',
      role: 'viewer',
      alreadyMember: false,
    });
    const phone = new TestDevice(bob);
    await phone.pull();

    const accept = await bob.post(`/api/invites/${code}/accept`);
    expect(await accept.json()).toEqual({ tripId });
    const pulled = await phone.pull();
    expect(pulled.trips.map((t) => t.id)).toEqual([tripId]);
    expect(pulled.members.map((m) => [m.username, m.role, m.active])).toEqual([
      ['alice', 'owner', true],
      ['bob', 'viewer', true],
    ]);
    // Accepting twice changes nothing, and never changes a role.
    expect((await bob.post(`/api/invites/${code}/accept`)).status).toBe(200);
    expect((await bob.get(`/api/invites/${code}`)).status).toBe(200);
    expect((await phone.pull()).members).toEqual([]);
  });

  it('is the owner’s to make: an editor, a stranger or nobody signed in cannot', async () => {
    const { bob, tripId, code, client } = await tripWithLink('editor');
    await bob.post(`/api/invites/${code}/accept`);
    expect((await bob.post(`/api/trips/${tripId}/invites`, { role: 'editor' })).status).toBe(403);
    const carol = client();
    await carol.register('carol');
    const stranger = await carol.post(`/api/trips/${tripId}/invites`, { role: 'editor' });
    expect(stranger.status).toBe(404);
    const nobody = client();
    expect((await nobody.get(`/api/invites/${code}`)).status).toBe(401);
    expect((await nobody.post(`/api/invites/${code}/accept`)).status).toBe(401);
  });

  it('a new link for the same role retires the old one; unknown and malformed codes are 404', async () => {
    const { alice, bob, tripId, code } = await tripWithLink('editor');
    const again = await alice.post(`/api/trips/${tripId}/invites`, { role: 'editor' });
    const { code: fresh } = (await again.json()) as { code: string };
    expect(fresh).not.toBe(code);
    for (const bad of [code, 'x'.repeat(43), '../../etc', 'short']) {
      const res = await bob.post(`/api/invites/${encodeURIComponent(bad)}/accept`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'This invite link is not valid' });
    }
    expect((await bob.get(`/api/trips/${tripId}`)).status).toBe(404);
    expect((await bob.post(`/api/invites/${fresh}/accept`)).status).toBe(200);
    expect((await bob.get(`/api/trips/${tripId}`)).status).toBe(200);
  });

  it('stops working when the trip is deleted', async () => {
    const { alice, bob, tripId, code } = await tripWithLink('editor');
    await alice.delete(`/api/trips/${tripId}`);
    expect((await bob.post(`/api/invites/${code}/accept`)).status).toBe(404);
  });
});
