import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tripWithDetailsSchema } from '@shared/schemas/trip';
import { membersResponseSchema } from '@shared/schemas/trip-member';
import {
  OWNER_ONLY_REASON,
  TRIP_DELETED_REASON,
  VIEWER_REASON,
} from '@shared/sync/rejection-reasons';
import type { Db } from '../db/connection';
import { documentArgs, pdfBytes } from '../testing/document-fixtures';
import type { TestClient } from '../testing/test-app';
import {
  documentRows,
  expenseBody,
  expenseRows,
  itemBody,
  itemRows,
  memberRows,
  shareTrip,
  sharingTestApp,
  syncedRows,
  TestDevice,
  tripRows,
  tripWithRows,
} from '../testing/trip-fixtures';

type Role = 'non-member' | 'viewer' | 'editor' | 'owner';
const ROLES: Role[] = ['non-member', 'viewer', 'editor', 'owner'];

/** What REST says for the two refusals a member can get (sync records the shared reasons). */
const VIEWER_MESSAGE = "Viewers can't change this trip";
const OWNER_ONLY_MESSAGE = "Only the trip's owner can do that";

interface Ids {
  trip: string;
  expense: string;
  item: string;
  /** A document of Alice's on the trip (metadata only). */
  document: string;
  /** Dave, an editor on the trip: the companion that member management acts on. */
  companion: string;
}

/**
 * Alice's trip with an expense and an item of hers and Dave on it as editor. The actor is Bob
 * with `role` (not on the trip at all for 'non-member'), or Alice herself as the owner.
 */
async function sharedTrip(role: Role) {
  const built = await sharingTestApp();
  const dave = built.client();
  const daveUser = await dave.register('dave');
  const { trip, expense, item } = await tripWithRows(built.alice);
  const document = documentArgs(trip.id, pdfBytes(100));
  const aliceDevice = new TestDevice(built.alice);
  await aliceDevice.pushOk(aliceDevice.queue({ name: 'addDocument', args: document }));
  await shareTrip(built.alice, trip.id, 'dave', 'editor');
  if (role === 'viewer' || role === 'editor') await shareTrip(built.alice, trip.id, 'bob', role);
  const ids: Ids = {
    trip: trip.id,
    expense: expense.id,
    item: item.id,
    document: document.id,
    companion: daveUser.id,
  };
  const actor = role === 'owner' ? built.alice : built.bob;
  return { ...built, actor, trip, ids };
}
type World = Awaited<ReturnType<typeof sharedTrip>>;

/** The same request aimed at rows that never existed: a non-member must not tell them apart. */
const missing = (ids: Ids): Ids => ({
  ...ids,
  trip: randomUUID(),
  expense: randomUUID(),
  item: randomUUID(),
  document: randomUUID(),
});

/** Did the change happen? (`body` is the JSON answer, for REST.) */
type Check = (db: Db, ids: Ids, body: unknown) => boolean | Promise<boolean>;
const tripRow = async (db: Db, ids: Ids) => (await tripRows(db, 'where t.id = ?', [ids.trip]))[0];
const tripExpenses = (db: Db, ids: Ids) => expenseRows(db, 'where e.trip_id = ?', [ids.trip]);
const tripItems = (db: Db, ids: Ids) => itemRows(db, 'where i.trip_id = ?', [ids.trip]);
const memberRow = async (db: Db, ids: Ids, userId: string) =>
  (await memberRows(db, 'where m.trip_id = ? and m.user_id = ?', [ids.trip, userId]))[0];

const patched: Check = async (db, ids) => (await tripRow(db, ids))?.title === 'Changed';
const tripDeleted: Check = async (db, ids) => (await tripRow(db, ids)) === undefined;
const expenseAdded: Check = async (db, ids) => (await tripExpenses(db, ids)).length === 2;
const expenseDeleted: Check = async (db, ids) =>
  !(await tripExpenses(db, ids)).some((e) => e.id === ids.expense);
const itemAdded: Check = async (db, ids) => (await tripItems(db, ids)).length === 2;
const itemDeleted: Check = async (db, ids) =>
  !(await tripItems(db, ids)).some((i) => i.id === ids.item);
const tripDocuments = (db: Db, ids: Ids) => documentRows(db, 'where d.trip_id = ?', [ids.trip]);
const documentAdded: Check = async (db, ids) => (await tripDocuments(db, ids)).length === 2;
const documentRenamed: Check = async (db, ids) =>
  (await tripDocuments(db, ids)).some((d) => d.id === ids.document && d.name === 'Renamed');
const documentDeleted: Check = async (db, ids) =>
  !(await tripDocuments(db, ids)).some((d) => d.id === ids.document);

type Statuses = [nonMember: number, viewer: number, editor: number, owner: number];
const REST: [string, (c: TestClient, ids: Ids) => Promise<Response>, Statuses, Check][] = [
  [
    'GET /api/trips/:id',
    (c, ids) => c.get(`/api/trips/${ids.trip}`),
    [404, 200, 200, 200],
    (_db, _ids, body) => {
      const trip = tripWithDetailsSchema.parse(body);
      return trip.expenses.length === 1 && trip.itineraryItems.length === 1;
    },
  ],
  [
    'PATCH /api/trips/:id',
    (c, ids) => c.patch(`/api/trips/${ids.trip}`, { title: 'Changed' }),
    [404, 403, 200, 200],
    patched,
  ],
  [
    'DELETE /api/trips/:id',
    (c, ids) => c.delete(`/api/trips/${ids.trip}`),
    [404, 403, 403, 200],
    tripDeleted,
  ],
  [
    'POST /api/expenses',
    (c, ids) => c.post('/api/expenses', expenseBody(ids.trip)),
    [404, 403, 201, 201],
    expenseAdded,
  ],
  [
    'DELETE /api/expenses/:id',
    (c, ids) => c.delete(`/api/expenses/${ids.expense}`),
    [404, 403, 200, 200],
    expenseDeleted,
  ],
  [
    'POST /api/itinerary-items',
    (c, ids) => c.post('/api/itinerary-items', itemBody(ids.trip)),
    [404, 403, 201, 201],
    itemAdded,
  ],
  [
    'DELETE /api/itinerary-items/:id',
    (c, ids) => c.delete(`/api/itinerary-items/${ids.item}`),
    [404, 403, 200, 200],
    itemDeleted,
  ],
  [
    'GET /api/trips/:id/members',
    (c, ids) => c.get(`/api/trips/${ids.trip}/members`),
    [404, 200, 200, 200],
    (_db, _ids, body) =>
      membersResponseSchema
        .parse(body)
        .some((m) => m.username === 'alice' && m.role === 'owner' && m.active),
  ],
  [
    'POST /api/trips/:id/members',
    (c, ids) => c.post(`/api/trips/${ids.trip}/members`, { username: 'carol', role: 'viewer' }),
    [404, 403, 403, 202],
    // An invitation Carol answers, not a membership.
    async (db, ids, body) => {
      const carol = `select u.id from users u where u.username = 'carol'`;
      const invited = await db.query(
        `select role from trip_invitations where trip_id = ? and user_id = (${carol})`,
        [ids.trip],
      );
      const member = await db.query(
        `select role from trip_members where trip_id = ? and user_id = (${carol})`,
        [ids.trip],
      );
      return (
        JSON.stringify(body) === JSON.stringify({ invited: 'carol' }) &&
        JSON.stringify(invited) === JSON.stringify([{ role: 'viewer' }]) &&
        member.length === 0
      );
    },
  ],
  [
    'PATCH /api/trips/:id/members/:userId',
    (c, ids) => c.patch(`/api/trips/${ids.trip}/members/${ids.companion}`, { role: 'viewer' }),
    [404, 403, 403, 200],
    async (db, ids) => (await memberRow(db, ids, ids.companion))?.role === 'viewer',
  ],
  [
    'DELETE /api/trips/:id/members/:userId',
    (c, ids) => c.delete(`/api/trips/${ids.trip}/members/${ids.companion}`),
    [404, 403, 403, 200],
    async (db, ids) => (await memberRow(db, ids, ids.companion))?.status === 'removed',
  ],
];

type Expected = 'applied' | string;
type MutationOf = (w: Pick<World, 'trip' | 'ids'>) => { name: string; args: unknown };
const SYNC: [string, MutationOf, [Expected, Expected, Expected, Expected], Check][] = [
  [
    // Only the creator (the owner) ever replays a create; anyone else's is not a replay.
    'createTrip (replay)',
    (w) => ({ name: 'createTrip', args: w.trip }),
    ['Trip not found', 'Trip not found', 'Trip not found', 'applied'],
    async (db) => (await tripRows(db)).length === 1,
  ],
  [
    'updateTrip',
    (w) => ({ name: 'updateTrip', args: { id: w.ids.trip, patch: { title: 'Changed' } } }),
    [TRIP_DELETED_REASON, VIEWER_REASON, 'applied', 'applied'],
    patched,
  ],
  [
    'deleteTrip',
    (w) => ({ name: 'deleteTrip', args: { id: w.ids.trip } }),
    [TRIP_DELETED_REASON, VIEWER_REASON, OWNER_ONLY_REASON, 'applied'],
    tripDeleted,
  ],
  [
    'addExpense',
    (w) => ({ name: 'addExpense', args: expenseBody(w.ids.trip) }),
    [TRIP_DELETED_REASON, VIEWER_REASON, 'applied', 'applied'],
    expenseAdded,
  ],
  [
    'deleteExpense',
    (w) => ({ name: 'deleteExpense', args: { id: w.ids.expense } }),
    ['Expense not found', VIEWER_REASON, 'applied', 'applied'],
    expenseDeleted,
  ],
  [
    'addItineraryItem',
    (w) => ({ name: 'addItineraryItem', args: itemBody(w.ids.trip) }),
    [TRIP_DELETED_REASON, VIEWER_REASON, 'applied', 'applied'],
    itemAdded,
  ],
  [
    'deleteItineraryItem',
    (w) => ({ name: 'deleteItineraryItem', args: { id: w.ids.item } }),
    ['Itinerary item not found', VIEWER_REASON, 'applied', 'applied'],
    itemDeleted,
  ],
  [
    'addDocument',
    (w) => ({ name: 'addDocument', args: documentArgs(w.ids.trip, pdfBytes(10)) }),
    [TRIP_DELETED_REASON, VIEWER_REASON, 'applied', 'applied'],
    documentAdded,
  ],
  [
    'updateDocument',
    (w) => ({ name: 'updateDocument', args: { id: w.ids.document, patch: { name: 'Renamed' } } }),
    ['Document not found', VIEWER_REASON, 'applied', 'applied'],
    documentRenamed,
  ],
  [
    'deleteDocument',
    (w) => ({ name: 'deleteDocument', args: { id: w.ids.document } }),
    ['Document not found', VIEWER_REASON, 'applied', 'applied'],
    documentDeleted,
  ],
];

describe('trip sharing: who may do what', () => {
  const restCases = REST.flatMap(([endpoint, call, statuses, check]) =>
    ROLES.map((role, i) => ({ endpoint, role, status: statuses[i]!, call, check })),
  );

  it.each(restCases)('$endpoint as $role answers $status', async (c) => {
    const w = await sharedTrip(c.role);
    const before = await syncedRows(w.db);
    const res = await c.call(w.actor, w.ids);
    expect(res.status).toBe(c.status);
    const body: unknown = await res.json();
    if (c.status < 400) {
      expect(await c.check(w.db, w.ids, body)).toBe(true);
      return;
    }
    expect(await syncedRows(w.db)).toEqual(before);
    if (c.status === 403) {
      expect(body).toEqual({ message: c.role === 'viewer' ? VIEWER_MESSAGE : OWNER_ONLY_MESSAGE });
      return;
    }
    // A non-member gets exactly what ids that never existed get.
    const absent = await c.call(w.actor, missing(w.ids));
    expect([absent.status, await absent.json()]).toEqual([c.status, body]);
    expect(await syncedRows(w.db)).toEqual(before);
  });

  const syncCases = SYNC.flatMap(([mutation, make, outcomes, check]) =>
    ROLES.map((role, i) => ({ mutation, role, expected: outcomes[i]!, make, check })),
  );

  it.each(syncCases)('sync $mutation as $role: $expected', async (c) => {
    const w = await sharedTrip(c.role);
    const device = new TestDevice(w.actor);
    const before = await syncedRows(w.db);
    const { results } = await device.pushOk(device.queue(c.make(w)));
    if (c.expected === 'applied') {
      expect(results).toEqual([{ id: 1, status: 'applied' }]);
      expect(await c.check(w.db, w.ids, undefined)).toBe(true);
      if (c.mutation === 'createTrip (replay)') expect(await syncedRows(w.db)).toEqual(before);
      return;
    }
    expect(results).toEqual([{ id: 1, status: 'rejected', reason: c.expected }]);
    expect(await syncedRows(w.db)).toEqual(before);
    const pulled = await device.pull();
    expect(pulled.rejections).toEqual([
      expect.objectContaining({ mutationId: 1, name: c.make(w).name, reason: c.expected }),
    ]);
    if (c.role !== 'non-member') return;
    expect(pulled).toMatchObject({
      trips: [],
      expenses: [],
      itineraryItems: [],
      documents: [],
      members: [],
    });
    if (c.mutation === 'createTrip (replay)') return;
    // The same reason as for ids that never existed: nothing to probe.
    const absent = await device.pushOk(device.queue(c.make({ ...w, ids: missing(w.ids) })));
    expect(absent.results).toEqual([{ id: 2, status: 'rejected', reason: c.expected }]);
    expect(await syncedRows(w.db)).toEqual(before);
  });

  it("refuses an editor's queued writes with the viewer reason once he is made a viewer", async () => {
    const w = await sharedTrip('editor');
    const phone = new TestDevice(w.bob);
    await phone.pull();
    const queued = phone.queue(
      { name: 'addExpense', args: expenseBody(w.ids.trip) },
      { name: 'updateTrip', args: { id: w.ids.trip, patch: { title: 'Changed' } } },
      { name: 'deleteExpense', args: { id: w.ids.expense } },
    );
    const res = await w.alice.patch(`/api/trips/${w.ids.trip}/members/${w.bobUser.id}`, {
      role: 'viewer',
    });
    expect(res.status).toBe(200);
    const members = membersResponseSchema.parse(await res.json());
    expect(members.find((m) => m.userId === w.bobUser.id)).toMatchObject({
      role: 'viewer',
      active: true,
    });

    const before = await syncedRows(w.db);
    const { results } = await phone.pushOk(queued);
    expect(results).toEqual(
      [1, 2, 3].map((id) => ({ id, status: 'rejected', reason: VIEWER_REASON })),
    );
    expect(await syncedRows(w.db)).toEqual(before);
    // He still reads the trip, and his device learns his new role.
    const pulled = await phone.pull();
    expect(pulled.tombstones).toEqual([]);
    expect(pulled.members.find((m) => m.userId === w.bobUser.id)?.role).toBe('viewer');
    expect(pulled.rejections.map((r) => [r.mutationId, r.reason])).toEqual([
      [1, VIEWER_REASON],
      [2, VIEWER_REASON],
      [3, VIEWER_REASON],
    ]);
  });
});
