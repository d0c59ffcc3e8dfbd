import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { describe, it, vi } from 'vitest';
import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';
import { tripBalances } from '@shared/domain/split';
import type { Expense } from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { MemberRole } from '@shared/schemas/trip-member';
import type { PushRequest, PushResponse } from '@shared/sync/messages';
import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import { LocalNotFoundError, ReadOnlyTripError } from '../../web/src/db/commit-mutation';
import { addExpense, deleteExpense, type ExpenseInput } from '../../web/src/db/expense-repo';
import { addItineraryItem, deleteItineraryItem } from '../../web/src/db/itinerary-repo';
import { getClientId } from '../../web/src/db/meta';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { readSequence, toLocalId } from '../../web/src/sync/client-sequence';
import type { Db } from '../../sync-server/src/db/connection';
import { tripMembers } from '../../sync-server/src/db/schema';
import { seededRandom, seededUuid } from './convergence-model';
import {
  type Account,
  cleanupAfterEach,
  type Device,
  deviceSharedState,
  type Fetchable,
  openDevice,
  type Server,
  serverStateFor,
  settle,
  signUp,
  startServer,
} from './harness';
import {
  type MembershipChange,
  serverSharingState,
  SharingModel,
  type SharingState,
} from './sharing-model';

/**
 * Three users, each with one or two devices, share trips while the devices make random changes
 * through the app's repos, go offline, lose acknowledgements, reload and sync in random order,
 * and the users invite, re-role and remove each other (or leave) over REST. At the end every
 * device must hold exactly what the server holds of the trips its user is on, nothing of any
 * other trip, the same balances; every accepted change must be on the server once, every queued
 * one decided, every refusal known to its device; and the server's decisions and state must
 * match a model fed the same requests in the order the server handled them.
 * Replay a failure with SHARING_FUZZ_SEED=<seed> (and SHARING_FUZZ_STEPS if it was set), both in
 * the failure message; SHARING_FUZZ_TRACE=1 prints every step.
 */
cleanupAfterEach();

const STEPS = Number(process.env.SHARING_FUZZ_STEPS ?? 400);
const TRACE = process.env.SHARING_FUZZ_TRACE === '1';
const DESTINATIONS = ['kyoto', 'lisbon'];
const NAMES = ['ana', 'ben', 'cleo'];

interface Traveller {
  name: string;
  account: Account;
  devices: Device[];
}

/** What the server decided, in the order it decided it. */
type ServerEvent =
  | {
      kind: 'push';
      clientId: string;
      /** The mutation's id on the wire (the server's numbering for this client). */
      wireId: number;
      mutation: Mutation;
      applied: boolean;
      reason: string | undefined;
    }
  | { kind: 'membership'; change: MembershipChange; status: number };

type PushEvent = Extract<ServerEvent, { kind: 'push' }>;

/**
 * Stands between everyone and the server: handles one request at a time, so the order in which
 * decisions are logged is the order the server made them even when devices sync concurrently,
 * and keeps the first decision on each pushed mutation (a resent batch is answered from records).
 */
function recordServer(app: Fetchable) {
  const events: ServerEvent[] = [];
  const seen = new Set<string>();
  async function handle(input: string, init: RequestInit | undefined): Promise<Response> {
    const res = await app.request(input, init);
    if (input.endsWith('/api/sync/push') && res.status === 200) {
      const body = JSON.parse(String(init?.body)) as PushRequest;
      const { results } = (await res.clone().json()) as PushResponse;
      for (const result of results) {
        const key = `${body.clientId}:${result.id}`;
        const sent = body.mutations.find((m) => m.id === result.id);
        if (seen.has(key) || !sent) continue;
        seen.add(key);
        events.push({
          kind: 'push',
          clientId: body.clientId,
          wireId: result.id,
          mutation: { name: sent.name, args: sent.args } as Mutation,
          applied: result.status === 'applied',
          reason: result.reason,
        });
      }
    }
    return res;
  }
  let tail: Promise<unknown> = Promise.resolve();
  const target: Fetchable = {
    request(input, init) {
      const run = tail.then(() => handle(input, init));
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { events, target };
}

/** The server's clock: a second per reading from a fixed start, so a seed replays exactly. */
function tickingClock() {
  let at = Date.parse('2026-04-01T08:00:00.000Z');
  return () => new Date((at += 1000));
}

/** The trips `userId` is an active member of, with their role, as SQLite says. */
function activeTrips(db: Db, userId: string) {
  return db
    .select({ tripId: tripMembers.tripId, role: tripMembers.role })
    .from(tripMembers)
    .where(and(eq(tripMembers.userId, userId), eq(tripMembers.status, 'active')))
    .all()
    .sort((a, b) => a.tripId.localeCompare(b.tripId));
}

function activeMemberIds(db: Db, tripId: string): Set<string> {
  return new Set(
    db
      .select({ userId: tripMembers.userId })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.status, 'active')))
      .all()
      .map((m) => m.userId),
  );
}

type Outcome = 'queued' | 'refused locally' | 'nothing to do';

/**
 * One change through the app's repos on a trip the device holds (or a new trip). The repos
 * refuse, without queuing anything, a change this user's role does not allow as far as the
 * device knows: that is a fine outcome.
 */
async function randomChange(
  db: AppDb,
  random: () => number,
  rank: (userId: string) => number,
): Promise<{ what: string; outcome: Outcome }> {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const queuedBefore = await db.outbox.count();
  const trip = pick(await db.trips.orderBy('id').toArray());
  const roll = random();
  let what: string;
  try {
    if (!trip || roll < 0.1) {
      // One create in twenty names a destination the server does not know: it will be rejected.
      const destinationId = random() < 0.05 ? 'atlantis' : (pick(DESTINATIONS) ?? 'kyoto');
      const budget = random() < 0.5 ? Math.floor(random() * 500_000) : undefined;
      const id = await createTrip(db, {
        destinationId,
        title: `Trip ${Math.floor(random() * 1000)}`,
        startDate: '2026-05-01',
        endDate: '2026-05-09',
        ...(budget !== undefined ? { budget } : {}),
      });
      what = `createTrip ${id} (${destinationId})`;
    } else if (roll < 0.3) {
      const fields = random();
      what = `updateTrip ${trip.id}`;
      await updateTrip(db, trip.id, {
        ...(fields < 0.6 ? { title: `Title ${Math.floor(random() * 1000)}` } : {}),
        ...(fields > 0.4
          ? { notes: random() < 0.2 ? null : `Note ${Math.floor(random() * 100)}` }
          : {}),
        ...(fields > 0.8 ? { budget: Math.floor(random() * 100_000) } : {}),
      });
    } else if (roll < 0.35) {
      what = `deleteTrip ${trip.id}`;
      await deleteTrip(db, trip.id);
    } else if (roll < 0.62) {
      const amount = 1 + Math.floor(random() * 50_000);
      const shared = random() < 0.6 ? await randomSplit(db, trip.id, amount, random, rank) : {};
      // A settlement's `kind` is not among ExpenseInput's fields; the repo's schema takes it as
      // it does for the balances screen's "record a payment", so it is passed through a variable.
      const input: ExpenseInput & { kind?: 'settlement' } = {
        tripId: trip.id,
        category: pick(EXPENSE_CATEGORIES) ?? 'food',
        amount,
        date: '2026-05-02',
        description: `Spent ${amount}`,
        ...shared,
      };
      const id = await addExpense(db, input);
      what = `addExpense ${id} on ${trip.id}${'split' in shared ? ` ${JSON.stringify(shared)}` : ''}`;
    } else if (roll < 0.8) {
      const day = 1 + Math.floor(random() * 9);
      const type = pick(ITINERARY_TYPES) ?? 'activity';
      const id = await addItineraryItem(db, {
        tripId: trip.id,
        day,
        type,
        title: `Day ${day} ${type}`,
      });
      what = `addItineraryItem ${id} on ${trip.id}`;
    } else if (roll < 0.9) {
      const expense = pick(await db.expenses.where('tripId').equals(trip.id).sortBy('id'));
      what = `deleteExpense ${expense?.id ?? '(none)'} on ${trip.id}`;
      if (expense) await deleteExpense(db, expense.id);
    } else {
      const item = pick(await db.itineraryItems.where('tripId').equals(trip.id).sortBy('id'));
      what = `deleteItineraryItem ${item?.id ?? '(none)'} on ${trip.id}`;
      if (item) await deleteItineraryItem(db, item.id);
    }
  } catch (error) {
    if (error instanceof ReadOnlyTripError || error instanceof LocalNotFoundError) {
      return {
        what: `${trip ? `on ${trip.id}` : ''}: ${error.message}`,
        outcome: 'refused locally',
      };
    }
    throw error;
  }
  const queued = (await db.outbox.count()) > queuedBefore;
  return { what, outcome: queued ? 'queued' : 'nothing to do' };
}

/**
 * A payer and a split among the trip's members as this device knows them (itself alone on a
 * trip it has not synced yet), now and then naming a former member, whose share still stands.
 */
async function randomSplit(
  db: AppDb,
  tripId: string,
  amount: number,
  random: () => number,
  rank: (userId: string) => number,
): Promise<{ paidBy: string; split: ExpenseSplit; kind?: 'settlement' }> {
  const known = await db.members.where('tripId').equals(tripId).toArray();
  // Ordered by who the users are, not by their ids (which the server draws at random).
  const chosen = known
    .sort((a, b) => rank(a.userId) - rank(b.userId))
    .filter((m) => m.active || random() < 0.2)
    .map((m) => m.userId);
  const people = chosen.length > 0 ? chosen : [db.userId];
  const paidBy = people[Math.floor(random() * people.length)] ?? db.userId;
  const others = people.filter((id) => id !== paidBy);
  const payee = others[Math.floor(random() * others.length)];
  if (payee !== undefined && random() < 0.15) {
    return {
      paidBy,
      kind: 'settlement',
      split: { kind: 'exact', shares: [{ userId: payee, amount }] },
    };
  }
  let sharing = people.filter(() => random() < 0.7);
  if (sharing.length === 0) sharing = [paidBy];
  if (random() < 0.5) return { paidBy, split: { kind: 'equal', members: sharing } };
  let left = amount;
  const shares = sharing.map((userId, i) => {
    const share = i === sharing.length - 1 ? left : Math.floor(random() * (left + 1));
    left -= share;
    return { userId, amount: share };
  });
  return { paidBy, split: { kind: 'exact', shares } };
}

/**
 * A membership change a user makes over REST on a trip they are on: the owner invites someone
 * (now and then someone already on it: 409), changes a companion's role or removes one; a
 * companion leaves, or now and then tries what only the owner may (403). One time in ten the
 * user acts on a trip as one of their devices shows it, which may be stale (404).
 */
async function membershipChange(
  db: Db,
  travellers: readonly Traveller[],
  actor: Traveller,
  random: () => number,
): Promise<{ change: MembershipChange; status: number } | undefined> {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const me = actor.account.userId;
  let trips = activeTrips(db, me);
  if (random() < 0.1) {
    const held = new Set<string>();
    for (const d of actor.devices)
      for (const id of await d.db.trips.toCollection().primaryKeys()) held.add(id);
    const roles = new Map(trips.map((t) => [t.tripId, t.role]));
    trips = [...held].sort().map((tripId) => ({ tripId, role: roles.get(tripId) ?? 'none' }));
  }
  const trip = pick(trips);
  if (!trip) return undefined;
  const { tripId } = trip;
  const onTrip = activeMemberIds(db, tripId);
  const others = travellers.filter((t) => t !== actor).map((t) => t.account.userId);
  const companions = others.filter((id) => onTrip.has(id));
  const outsiders = others.filter((id) => !onTrip.has(id));
  const role = (): MemberRole => (random() < 0.6 ? 'editor' : 'viewer');
  const roll = random();
  let change: MembershipChange | undefined;
  if (trip.role !== 'owner') {
    const userId = pick(outsiders);
    change =
      roll < 0.8 || userId === undefined
        ? { op: 'remove', actor: me, tripId, userId: me }
        : { op: 'invite', actor: me, tripId, userId, role: role() };
  } else if (roll < 0.5 && outsiders.length > 0) {
    change = { op: 'invite', actor: me, tripId, userId: pick(outsiders) ?? me, role: role() };
  } else if (roll < 0.55 && companions.length > 0) {
    change = { op: 'invite', actor: me, tripId, userId: pick(companions) ?? me, role: role() };
  } else if (roll < 0.78 && companions.length > 0) {
    change = { op: 'changeRole', actor: me, tripId, userId: pick(companions) ?? me, role: role() };
  } else if (companions.length > 0) {
    change = { op: 'remove', actor: me, tripId, userId: pick(companions) ?? me };
  } else if (outsiders.length > 0) {
    change = { op: 'invite', actor: me, tripId, userId: pick(outsiders) ?? me, role: role() };
  }
  if (!change) return undefined;

  const { session } = actor.account;
  const path = `/api/trips/${tripId}/members`;
  let res: Response;
  if (change.op === 'invite') {
    const invitee = travellers.find((t) => t.account.userId === change.userId);
    res = await session.post(path, { username: invitee?.account.username, role: change.role });
  } else if (change.op === 'changeRole') {
    res = await session.patch(`${path}/${change.userId}`, { role: change.role });
  } else {
    res = await session.delete(`${path}/${change.userId}`);
  }
  if (res.status >= 500) throw new Error(`${change.op}: ${res.status} ${await res.text()}`);
  return { change, status: res.status };
}

/** Where two lists of rows differ, keyed by `key`, in a few lines: `a` and `b` name the sides. */
function diffRows<T>(
  label: string,
  mine: readonly T[],
  theirs: readonly T[],
  key: (row: T) => string,
  [a, b]: readonly [string, string],
) {
  const problems: string[] = [];
  const left = new Map(mine.map((r) => [key(r), r]));
  const right = new Map(theirs.map((r) => [key(r), r]));
  for (const [k, row] of right) {
    const other = left.get(k);
    if (!other) problems.push(`${label} ${k} is ${b} but not ${a}: ${JSON.stringify(row)}`);
    else if (!isDeepStrictEqual(other, row)) {
      problems.push(
        `${label} ${k} differs: ${a} ${JSON.stringify(other)}, ${b} ${JSON.stringify(row)}`,
      );
    }
  }
  for (const [k, row] of left) {
    if (!right.has(k)) problems.push(`${label} ${k} is ${a} but not ${b}: ${JSON.stringify(row)}`);
  }
  if (mine.length !== left.size) problems.push(`${label}: an id appears twice ${a}`);
  if (theirs.length !== right.size) problems.push(`${label}: an id appears twice ${b}`);
  return problems;
}

interface Rows {
  trips: readonly { id: string }[];
  itineraryItems: readonly { id: string }[];
  expenses: readonly { id: string }[];
  members: readonly { tripId: string; userId: string }[];
}

function diffStates(mine: Rows, theirs: Rows, sides: readonly [string, string]) {
  const member = (m: { tripId: string; userId: string }) => `${m.tripId}/${m.userId}`;
  const id = (r: { id: string }) => r.id;
  return [
    ...diffRows('trip', mine.trips, theirs.trips, id, sides),
    ...diffRows('item', mine.itineraryItems, theirs.itineraryItems, id, sides),
    ...diffRows('expense', mine.expenses, theirs.expenses, id, sides),
    ...diffRows('member', mine.members, theirs.members, member, sides),
  ];
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function balancesOf(expenses: readonly Expense[], memberIds: readonly string[], tripId: string) {
  return tripBalances(
    expenses.filter((e) => e.tripId === tripId),
    [...memberIds].sort(compareIds),
  );
}

interface DeviceEntry {
  t: Traveller;
  device: Device;
  label: string;
}

/** Invariants 1, 2, 3 and 5 for one device, after every device has settled. */
async function deviceProblems(
  db: Db,
  { t, device, label }: DeviceEntry,
  pushes: readonly PushEvent[],
  queued: number,
  ownerOf: ReadonlyMap<string, DeviceEntry>,
): Promise<string[]> {
  const problems: string[] = [];
  const userId = t.account.userId;
  const mine = await deviceSharedState(device.db);
  const theirs = serverStateFor(db, userId);
  const where = `${label} (${t.name})`;
  if (device.onUnauthorized.mock.calls.length > 0) problems.push(`${where} was signed out`);

  // 1. The device equals the server for the trips its user can see.
  for (const p of diffStates(mine, theirs, ['here', 'on the server'])) {
    problems.push(`1. ${where}: ${p}`);
  }

  // 2. Nothing of a trip its user cannot see.
  const visible = new Set(activeTrips(db, userId).map((x) => x.tripId));
  for (const row of [
    ...mine.trips.map((r) => ({ table: 'trip', id: r.id, tripId: r.id })),
    ...mine.itineraryItems.map((r) => ({ table: 'item', id: r.id, tripId: r.tripId })),
    ...mine.expenses.map((r) => ({ table: 'expense', id: r.id, tripId: r.tripId })),
    ...mine.members.map((r) => ({ table: 'member', id: r.userId, tripId: r.tripId })),
  ]) {
    if (!visible.has(row.tripId)) {
      problems.push(
        `2. ${where} holds ${row.table} ${row.id} of trip ${row.tripId}, which ${t.name} is not on`,
      );
    }
  }

  // 3. The same balances on every shared trip: the device's expenses and active members, the
  // server's expenses and active members.
  for (const tripId of visible) {
    const onServer = activeMemberIds(db, tripId);
    if (onServer.size < 2) continue;
    const here = mine.members.filter((m) => m.tripId === tripId && m.active).map((m) => m.userId);
    const expected = balancesOf(theirs.expenses, [...onServer], tripId);
    const actual = balancesOf(mine.expenses, here, tripId);
    if (!isDeepStrictEqual(actual, expected)) {
      problems.push(
        `3. ${where} balances of trip ${tripId}: ${JSON.stringify(actual)}, server ${JSON.stringify(expected)}`,
      );
    }
  }

  // 5. Every change the device queued was decided, once, and none is left.
  const clientId = await getClientId(device.db);
  if (ownerOf.get(clientId)?.device !== device) problems.push(`5. ${where} changed its client id`);
  const decided = pushes.filter((e) => e.clientId === clientId).length;
  if (decided !== queued) {
    problems.push(`5. ${where} queued ${queued} changes, the server decided ${decided}`);
  }
  const left = await device.db.outbox.count();
  if (left > 0) problems.push(`5. ${where} still has ${left} queued changes`);
  return problems;
}

/**
 * Invariant 4: every add the server applied that nobody deleted since (nor its trip) is on the
 * server exactly once, no id is on it twice, and every rejection has a reason and sits in the
 * pushing device's rejections table as the server recorded it.
 */
async function decisionProblems(
  pushes: readonly PushEvent[],
  ownerOf: ReadonlyMap<string, DeviceEntry>,
  serverRows: SharingState,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = [...serverRows.trips, ...serverRows.itineraryItems, ...serverRows.expenses].map(
    (r) => r.id,
  );
  if (new Set(ids).size !== ids.length) problems.push('4. an id appears twice on the server');
  const deletedIds = new Set(
    pushes
      .filter((e) => e.applied && e.mutation.name.startsWith('delete'))
      .map((e) => (e.mutation.args as { id: string }).id),
  );
  const liveTrips = new Set(serverRows.trips.map((x) => x.id));
  for (const { mutation, applied, reason, clientId, wireId } of pushes) {
    const who = ownerOf.get(clientId);
    if (applied) {
      const rows =
        mutation.name === 'createTrip'
          ? serverRows.trips
          : mutation.name === 'addExpense'
            ? serverRows.expenses
            : mutation.name === 'addItineraryItem'
              ? serverRows.itineraryItems
              : undefined;
      if (!rows || !('id' in mutation.args)) continue;
      const { id } = mutation.args;
      const tripId = 'tripId' in mutation.args ? mutation.args.tripId : id;
      if (deletedIds.has(id) || deletedIds.has(tripId) || !liveTrips.has(tripId)) continue;
      const found = rows.filter((r) => r.id === id).length;
      if (found !== 1) {
        problems.push(
          `4. ${mutation.name} ${id} from ${who?.label ?? clientId} was applied and never deleted, but is on the server ${found} times`,
        );
      }
      continue;
    }
    if (!reason) {
      problems.push(
        `4. ${mutation.name} ${JSON.stringify(mutation.args)} was rejected without a reason`,
      );
    }
    if (!who) {
      problems.push(`4. a rejection went to an unknown client ${clientId}`);
      continue;
    }
    const mutationId = toLocalId(await readSequence(who.device.db), wireId);
    const stored = await who.device.db.rejections.get(mutationId);
    if (
      stored?.name !== mutation.name ||
      stored.reason !== reason ||
      !isDeepStrictEqual(stored.args, mutation.args)
    ) {
      problems.push(
        `4. ${who.label}'s rejections table lacks ${mutation.name} #${mutationId} (${reason ?? ''}): found ${JSON.stringify(stored)}`,
      );
    }
  }
  return problems;
}

/**
 * The server decided every request as the model says, replayed in the order the server handled
 * them (stopping at the first disagreement, after which the model means nothing), and holds
 * exactly what the model does.
 */
function modelProblems(
  events: readonly ServerEvent[],
  ownerOf: ReadonlyMap<string, DeviceEntry>,
  serverRows: SharingState,
): string[] {
  const model = new SharingModel(new Set(DESTINATIONS));
  for (const [index, e] of events.entries()) {
    if (e.kind === 'membership') {
      const expected = model.changeMembership(e.change);
      if (expected === e.status) continue;
      return [
        `model: event ${index} ${JSON.stringify(e.change)}: the server answered ${e.status}, the model expected ${expected}`,
      ];
    }
    const who = ownerOf.get(e.clientId);
    const verdict = model.push(who?.t.account.userId ?? '', e.mutation);
    const expectedReason = verdict.applied ? undefined : verdict.reason;
    if (verdict.applied === e.applied && expectedReason === e.reason) continue;
    const server = e.applied ? 'applied it' : `rejected it (${e.reason ?? ''})`;
    const expected = verdict.applied ? 'it applied' : `a rejection (${verdict.reason})`;
    return [
      `model: event ${index} ${e.mutation.name} ${JSON.stringify(e.mutation.args)} from ${who?.label ?? e.clientId}: the server ${server}, the model expected ${expected}`,
    ];
  }
  return diffStates(serverRows, model.state(), ['on the server', 'in the model']).map(
    (p) => `model: ${p}`,
  );
}

/** The first few problems of each invariant (their messages start with its number). */
function summarise(problems: readonly string[], each = 6): string {
  const groups = new Map<string, string[]>();
  for (const p of problems) {
    const kind = p.split(' ', 1)[0] ?? '';
    groups.set(kind, [...(groups.get(kind) ?? []), p]);
  }
  return [...groups.values()]
    .flatMap((group) =>
      group.length > each
        ? [...group.slice(0, each), `...and ${group.length - each} more like these`]
        : group,
    )
    .join('\n  ');
}

describe('randomized convergence with sharing', () => {
  it('three users on several devices, sharing and unsharing trips, converge on the server', async () => {
    const seed = Number(process.env.SHARING_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
    const replay = `SHARING_FUZZ_SEED=${seed}${process.env.SHARING_FUZZ_STEPS ? ` SHARING_FUZZ_STEPS=${STEPS}` : ''}`;
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    vi.spyOn(crypto, 'randomUUID').mockImplementation(
      () => seededUuid(random) as ReturnType<Crypto['randomUUID']>,
    );
    // Backoff retries stay frozen: only the test decides when a device syncs, so a seed replays.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const trace: string[] = [];
    // User ids come from the server's own generator, not the seeded one: the trace shows names.
    const names = new Map<string, string>();
    const log = (line: string) => {
      let named = line;
      for (const [id, name] of names) named = named.replaceAll(id, name);
      trace.push(named);
      if (TRACE) console.log(named);
    };
    try {
      const server = startServer(':memory:', tickingClock());
      const { events, target } = recordServer(server.app);
      // Everyone, devices and REST sessions alike, reaches the server through the recorder.
      const via: Server = { app: target, db: server.db };
      const travellers: Traveller[] = [];
      for (const name of NAMES) {
        const account = await signUp(via, name);
        const count = 1 + (random() < 0.6 ? 1 : 0);
        const devices = Array.from({ length: count }, () =>
          openDevice(via, account, { target: () => target }),
        );
        travellers.push({ name, account, devices });
        names.set(account.userId, name);
      }
      const rank = (userId: string) => travellers.findIndex((t) => t.account.userId === userId);
      const all = travellers.flatMap((t) =>
        t.devices.map((device, i) => ({ t, device, label: `${t.name}${i + 1}` })),
      );
      const ownerOf = new Map<string, DeviceEntry>();
      for (const entry of all) ownerOf.set(await getClientId(entry.device.db), entry);

      const queued = new Map<Device, number>(all.map(({ device }) => [device, 0]));
      const countQueued = (d: Device) =>
        d.db.outbox.hook('creating', () => void queued.set(d, (queued.get(d) ?? 0) + 1));
      all.forEach(({ device }) => countQueued(device));
      const stats = { refusedLocally: 0, memberships: 0, membershipsRefused: 0 };

      for (let step = 0; step < STEPS; step++) {
        const { t, device, label } = pick(all);
        const roll = random();
        if (roll < 0.05) {
          device.net.offline = !device.net.offline;
          log(`${step} ${label} ${device.net.offline ? 'offline' : 'online'}`);
        } else if (roll < 0.07) {
          device.reload();
          countQueued(device);
          log(`${step} ${label} reload`);
        } else if (roll < 0.09) {
          device.net.inject('/api/sync/push', { kind: 'drop' });
          log(`${step} ${label} will lose its next push's answer`);
        } else if (roll < 0.1) {
          device.net.inject('/api/sync/pull', { kind: 'drop' });
          log(`${step} ${label} will lose its next pull's answer`);
        } else if (roll < 0.24) {
          log(`${step} ${label} sync`);
          await device.engine.flush();
        } else if (roll < 0.27) {
          log(`${step} all sync`);
          await Promise.all(all.map((d) => d.device.engine.flush()));
        } else if (roll < 0.39) {
          const done = await membershipChange(server.db, travellers, t, random);
          if (done) {
            events.push({ kind: 'membership', ...done });
            stats.memberships++;
            if (done.status >= 300) stats.membershipsRefused++;
            log(`${step} ${t.name} REST ${JSON.stringify(done.change)} -> ${done.status}`);
          }
        } else {
          const { what, outcome } = await randomChange(device.db, random, rank);
          if (outcome === 'refused locally') stats.refusedLocally++;
          log(`${step} ${label} ${what} [${outcome}]`);
        }
      }

      // Online with a healthy connection: a lost answer still queued would hit the final pulls.
      for (const { device } of all) {
        device.net.offline = false;
        device.net.clearFaults();
      }
      await settle(...all.map((d) => d.device));

      const pushes = events.filter((e): e is PushEvent => e.kind === 'push');
      const serverRows = serverSharingState(server.db);
      const problems: string[] = [];
      for (const entry of all) {
        problems.push(
          ...(await deviceProblems(
            server.db,
            entry,
            pushes,
            queued.get(entry.device) ?? 0,
            ownerOf,
          )),
        );
      }
      problems.push(...(await decisionProblems(pushes, ownerOf, serverRows)));
      problems.push(...modelProblems(events, ownerOf, serverRows));

      if (problems.length > 0) {
        const tail = TRACE ? '' : `\nLast steps:\n  ${trace.slice(-15).join('\n  ')}`;
        throw new Error(`${problems.length} problem(s):\n  ${summarise(problems)}${tail}`);
      }
      // The run must have exercised what it is about.
      if (STEPS >= 200) {
        const applied = pushes.filter((e) => e.applied).length;
        const invited = events.filter(
          (e) => e.kind === 'membership' && e.change.op === 'invite' && e.status === 201,
        ).length;
        if (applied < STEPS / 8 || invited === 0) {
          throw new Error(
            `Too little happened: ${applied} changes applied, ${invited} invitations accepted`,
          );
        }
      }
      if (TRACE) {
        const reasons = new Map<string, number>();
        for (const e of pushes) {
          const key = e.applied ? 'applied' : `rejected: ${e.reason ?? ''}`;
          reasons.set(key, (reasons.get(key) ?? 0) + 1);
        }
        console.log(JSON.stringify({ seed, ...stats, decisions: Object.fromEntries(reasons) }));
      }
    } catch (error) {
      if (error instanceof Error) error.message = `${replay}: ${error.message}`;
      throw error;
    }
  }, 60_000);
});
