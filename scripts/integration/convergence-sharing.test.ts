import { describe, it, vi } from 'vitest';
import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { MemberRole } from '@shared/schemas/trip-member';
import type { PushRequest, PushResponse } from '@shared/sync/messages';
import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import {
  InvalidChangeError,
  LocalNotFoundError,
  ReadOnlyTripError,
} from '../../web/src/db/commit-mutation';
import { addExpense, deleteExpense, type ExpenseInput } from '../../web/src/db/expense-repo';
import { addItineraryItem, deleteItineraryItem } from '../../web/src/db/itinerary-repo';
import { getClientId } from '../../web/src/db/meta';
import { setDayNote } from '../../web/src/db/day-note-repo';
import { addStop, deleteStop, updateStop } from '../../web/src/db/stop-repo';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import type { Db } from '../../sync-server/src/db/connection';
import { seededRandom, seededUuid } from './convergence-model';
import { randomListChange, randomPlace, randomStopDays } from './convergence-steps';
import {
  cleanupAfterEach,
  type Device,
  type Fetchable,
  openDevice,
  type Server,
  settle,
  signUp,
  startServer,
} from './harness';
import { type MembershipChange, serverSharingState } from './sharing-model';
import {
  activeMemberIds,
  activeTrips,
  decisionProblems,
  DESTINATIONS,
  deviceProblems,
  type DeviceEntry,
  modelProblems,
  type PushEvent,
  type ServerEvent,
  summarise,
  type Traveller,
} from './sharing-invariants';

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
const NAMES = ['ana', 'ben', 'cleo'];

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
    } else if (roll < 0.26) {
      // Companions writing the same few days' notes: merged by day, the later applied wins.
      const day = 1 + Math.floor(random() * 3);
      what = `setDayNote ${trip.id} day ${day}`;
      await setDayNote(db, {
        tripId: trip.id,
        day,
        text: random() < 0.2 ? '' : `Day note ${Math.floor(random() * 100)}`,
      });
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
    } else if (roll < 0.76) {
      const day = 1 + Math.floor(random() * 9);
      const type = pick(ITINERARY_TYPES) ?? 'activity';
      const id = await addItineraryItem(db, {
        tripId: trip.id,
        day,
        type,
        title: `Day ${day} ${type}`,
        ...(random() < 0.3 ? { place: randomPlace(random, `Place ${day}`) } : {}),
        ...(type === 'transport' && random() < 0.5
          ? { endPlace: randomPlace(random, `Arrival ${day}`) }
          : {}),
      });
      what = `addItineraryItem ${id} on ${trip.id}`;
    } else if (roll < 0.79) {
      const stop = pick(await db.stops.where('tripId').equals(trip.id).sortBy('id'));
      const change = random();
      if (!stop || change < 0.5) {
        // Days outside the trip or out of order are refused on the device ('refused locally').
        const days = randomStopDays(random);
        const place = randomPlace(random, `Stop ${Math.floor(random() * 1000)}`);
        const id = await addStop(db, { tripId: trip.id, place, ...days });
        what = `addStop ${id} ${JSON.stringify(days)} on ${trip.id}`;
      } else if (change < 0.8) {
        const days = randomStopDays(random);
        what = `updateStop ${stop.id} ${JSON.stringify(days)} on ${trip.id}`;
        await updateStop(db, stop.id, days);
      } else {
        what = `deleteStop ${stop.id} on ${trip.id}`;
        await deleteStop(db, stop.id);
      }
    } else if (roll < 0.88) {
      // Shared and personal lists: refusals on the device throw before anything is queued.
      what = await randomListChange(db, trip.id, random);
    } else if (roll < 0.92) {
      const expense = pick(await db.expenses.where('tripId').equals(trip.id).sortBy('id'));
      what = `deleteExpense ${expense?.id ?? '(none)'} on ${trip.id}`;
      if (expense) await deleteExpense(db, expense.id);
    } else {
      const item = pick(await db.itineraryItems.where('tripId').equals(trip.id).sortBy('id'));
      what = `deleteItineraryItem ${item?.id ?? '(none)'} on ${trip.id}`;
      if (item) await deleteItineraryItem(db, item.id);
    }
  } catch (error) {
    if (
      error instanceof ReadOnlyTripError ||
      error instanceof LocalNotFoundError ||
      error instanceof InvalidChangeError
    ) {
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
 * A membership change a user makes over REST on a trip they are on: the owner invites someone,
 * who joins at once (now and then someone already on it: 409), changes a companion's role or removes one; a
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
  let trips = await activeTrips(db, me);
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
  const onTrip = await activeMemberIds(db, tripId);
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
    // An invitation by username, which the invitee accepts at once from their own session.
    const invitee = travellers.find((t) => t.account.userId === change.userId);
    res = await session.post(path, { username: invitee?.account.username, role: change.role });
    if (res.status === 202 && invitee) {
      res = await invitee.account.session.post(`/api/invitations/${tripId}/accept`);
    }
  } else if (change.op === 'changeRole') {
    res = await session.patch(`${path}/${change.userId}`, { role: change.role });
  } else {
    res = await session.delete(`${path}/${change.userId}`);
  }
  if (res.status >= 500) throw new Error(`${change.op}: ${res.status} ${await res.text()}`);
  return { change, status: res.status };
}

/** Where two lists of rows differ, keyed by `key`, in a few lines: `a` and `b` name the sides. */
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
      const server = await startServer({ clock: tickingClock() });
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
      const serverRows = await serverSharingState(server.db);
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
          (e) => e.kind === 'membership' && e.change.op === 'invite' && e.status === 200,
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
