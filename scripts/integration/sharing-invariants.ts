/**
 * What the sharing fuzz test (convergence-sharing.test.ts) checks once every device has settled:
 * each device against the server, the server's decisions against the model, and the rules
 * nobody may break (no row of a trip one is not on, no lost or doubled change).
 */
import { isDeepStrictEqual } from 'node:util';
import { tripBalances } from '@shared/domain/split';
import type { Expense } from '@shared/schemas/expense';
import type { Mutation } from '@shared/sync/mutations';
import { getClientId } from '../../web/src/db/meta';
import { readSequence, toLocalId } from '../../web/src/sync/client-sequence';
import type { Db } from '../../sync-server/src/db/connection';
import { type Account, type Device, deviceSharedState, serverStateFor } from './harness';
import { type MembershipChange, SharingModel, type SharingState } from './sharing-model';

export const DESTINATIONS = ['kyoto', 'lisbon'];

/** The trips `userId` is an active member of, with their role, as the server's database says. */
export async function activeTrips(db: Db, userId: string) {
  const rows = await db.query<{ tripId: string; role: string }>(
    `select trip_id as tripId, role from trip_members where user_id = ? and status = 'active'`,
    [userId],
  );
  return rows.sort((a, b) => a.tripId.localeCompare(b.tripId));
}

export async function activeMemberIds(db: Db, tripId: string): Promise<Set<string>> {
  return new Set((await db.$statements.activeMemberIds.all(tripId)).map((m) => m.userId));
}

export interface Traveller {
  name: string;
  account: Account;
  devices: Device[];
}

/** What the server decided, in the order it decided it. */
export type ServerEvent =
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

export type PushEvent = Extract<ServerEvent, { kind: 'push' }>;

export function diffRows<T>(
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

export interface Rows {
  trips: readonly { id: string }[];
  itineraryItems: readonly { id: string }[];
  expenses: readonly { id: string }[];
  stops: readonly { id: string }[];
  lists: readonly { id: string }[];
  listItems: readonly { id: string }[];
  listTemplates: readonly { id: string }[];
  members: readonly { tripId: string; userId: string }[];
}

export function diffStates(mine: Rows, theirs: Rows, sides: readonly [string, string]) {
  const member = (m: { tripId: string; userId: string }) => `${m.tripId}/${m.userId}`;
  const id = (r: { id: string }) => r.id;
  return [
    ...diffRows('trip', mine.trips, theirs.trips, id, sides),
    ...diffRows('item', mine.itineraryItems, theirs.itineraryItems, id, sides),
    ...diffRows('expense', mine.expenses, theirs.expenses, id, sides),
    ...diffRows('stop', mine.stops, theirs.stops, id, sides),
    ...diffRows('list', mine.lists, theirs.lists, id, sides),
    ...diffRows('list item', mine.listItems, theirs.listItems, id, sides),
    ...diffRows('template', mine.listTemplates, theirs.listTemplates, id, sides),
    ...diffRows('member', mine.members, theirs.members, member, sides),
  ];
}

export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function balancesOf(
  expenses: readonly Expense[],
  memberIds: readonly string[],
  tripId: string,
) {
  return tripBalances(
    expenses.filter((e) => e.tripId === tripId),
    [...memberIds].sort(compareIds),
  );
}

export interface DeviceEntry {
  t: Traveller;
  device: Device;
  label: string;
}

/** Invariants 1, 2, 3 and 5 for one device, after every device has settled. */
export async function deviceProblems(
  db: Db,
  { t, device, label }: DeviceEntry,
  pushes: readonly PushEvent[],
  queued: number,
  ownerOf: ReadonlyMap<string, DeviceEntry>,
): Promise<string[]> {
  const problems: string[] = [];
  const userId = t.account.userId;
  const mine = await deviceSharedState(device.db);
  const theirs = await serverStateFor(db, userId);
  const where = `${label} (${t.name})`;
  if (device.onUnauthorized.mock.calls.length > 0) problems.push(`${where} was signed out`);

  // 1. The device equals the server for the trips its user can see.
  for (const p of diffStates(mine, theirs, ['here', 'on the server'])) {
    problems.push(`1. ${where}: ${p}`);
  }

  // 2. Nothing of a trip its user cannot see.
  const visible = new Set((await activeTrips(db, userId)).map((x) => x.tripId));
  for (const row of [
    ...mine.trips.map((r) => ({ table: 'trip', id: r.id, tripId: r.id })),
    ...mine.itineraryItems.map((r) => ({ table: 'item', id: r.id, tripId: r.tripId })),
    ...mine.expenses.map((r) => ({ table: 'expense', id: r.id, tripId: r.tripId })),
    ...mine.stops.map((r) => ({ table: 'stop', id: r.id, tripId: r.tripId })),
    ...mine.lists.map((r) => ({ table: 'list', id: r.id, tripId: r.tripId })),
    ...mine.listItems.map((r) => ({ table: 'list item', id: r.id, tripId: r.tripId })),
    ...mine.members.map((r) => ({ table: 'member', id: r.userId, tripId: r.tripId })),
  ]) {
    if (!visible.has(row.tripId)) {
      problems.push(
        `2. ${where} holds ${row.table} ${row.id} of trip ${row.tripId}, which ${t.name} is not on`,
      );
    }
  }

  // 2b. Nothing of another member's personal list, nor of its items (decision 018).
  const theirsPersonal = new Set(
    mine.lists.filter((l) => l.visibility === 'personal' && l.ownerId !== userId).map((l) => l.id),
  );
  for (const id of theirsPersonal) problems.push(`2. ${where} holds another's personal list ${id}`);
  const myLists = new Set(mine.lists.map((l) => l.id));
  for (const item of mine.listItems) {
    if (!myLists.has(item.listId) || theirsPersonal.has(item.listId)) {
      problems.push(`2. ${where} holds list item ${item.id} of a list it may not see`);
    }
  }

  // 2c. No one else's list template: a person's own rows, never a trip's (decision 021).
  for (const template of mine.listTemplates) {
    if (template.ownerId !== userId) {
      problems.push(`2. ${where} holds another's list template ${template.id}`);
    }
  }

  // 3. The same balances on every shared trip: the device's expenses and active members, the
  // server's expenses and active members.
  for (const tripId of visible) {
    const onServer = await activeMemberIds(db, tripId);
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
export async function decisionProblems(
  pushes: readonly PushEvent[],
  ownerOf: ReadonlyMap<string, DeviceEntry>,
  serverRows: SharingState,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = [
    ...serverRows.trips,
    ...serverRows.itineraryItems,
    ...serverRows.expenses,
    ...serverRows.stops,
  ].map((r) => r.id);
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
              : mutation.name === 'addStop'
                ? serverRows.stops
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
export function modelProblems(
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
export function summarise(problems: readonly string[], each = 6): string {
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
