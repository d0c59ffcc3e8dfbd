import { randomUUID } from 'node:crypto';
import {
  pullResponseSchema,
  pushResponseSchema,
  type PullResponse,
  type PushResponse,
} from '@shared/sync/messages';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import {
  membersResponseSchema,
  type MemberRole,
  type TripMember,
} from '@shared/schemas/trip-member';
import type { AppDeps } from '../app';
import type { Db } from '../db/connection';
import { EXPENSE_COLUMNS, ITEM_COLUMNS, STOP_COLUMNS, T_TRIP_COLUMNS } from '../db/columns';
import type { DocumentRow } from '../db/document-statements';
import type { ExpenseRow, ItineraryItemRow, TripMemberRow, TripRow } from '../db/statements';
import type { TripStopRow } from '../db/stop-statements';
import { seedDestinations } from '../domain/destinations/seed';
import { testApp, type TestClient } from './test-app';

/** A clock tests can move, standing in for the server's injected `now`. */
export class FakeClock {
  constructor(private current = new Date('2026-05-01T09:00:00.000Z')) {}
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** An app with the reference destinations and two signed-in users, Alice and Bob. */
export async function tripTestApp(overrides: Partial<AppDeps> = {}) {
  const clock = new FakeClock();
  const built = testApp({ clock: clock.now, ...overrides });
  await seedDestinations(built.db);
  const alice = built.client();
  const bob = built.client();
  const aliceUser = await alice.register('alice');
  const bobUser = await bob.register('bob');
  return { ...built, clock, alice, bob, aliceUser, bobUser };
}

/** tripTestApp plus Carol, a third signed-in user who is on no trip unless a test adds her. */
export async function sharingTestApp(overrides: Partial<AppDeps> = {}) {
  const built = await tripTestApp(overrides);
  const carol = built.client();
  const carolUser = await carol.register('carol');
  return { ...built, carol, carolUser };
}

export function tripBody(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    destinationId: 'kyoto',
    title: 'Autumn in Kyoto',
    startDate: '2026-10-01',
    endDate: '2026-10-05',
    notes: 'Temples and tea',
    budget: 250_000,
    ...overrides,
  };
}

export function expenseBody(tripId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    tripId,
    category: 'food',
    amount: 1250,
    date: '2026-10-02',
    description: 'Ramen',
    ...overrides,
  };
}

export function itemBody(tripId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    tripId,
    day: 1,
    time: '09:00 AM',
    title: 'Fushimi Inari',
    location: 'Fushimi',
    type: 'activity',
    ...overrides,
  };
}

/** A place as a device sends it: Porto, with its zone. */
export function placeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Porto',
    country: 'Portugal',
    latitude: 41.1496,
    longitude: -8.611,
    timeZone: 'Europe/Lisbon',
    source: 'gazetteer',
    sourceId: 'gn-2735943',
    ...overrides,
  };
}

/** An addStop mutation's args on a trip of tripBody's dates (1-5 October 2026). */
export function stopBody(tripId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    tripId,
    place: placeBody(),
    startDate: '2026-10-03',
    endDate: '2026-10-05',
    ...overrides,
  };
}

/** Creates a trip through the REST endpoint and answers its id. */
export async function createTripFor(client: TestClient, overrides: Record<string, unknown> = {}) {
  const body = tripBody(overrides);
  const res = await client.post('/api/trips', body);
  if (res.status !== 201) throw new Error(`create trip: ${res.status} ${await res.text()}`);
  return body.id;
}

/** A trip created over REST with one expense and one itinerary item, all the client's. */
export async function tripWithRows(client: TestClient) {
  const trip = tripBody();
  const expense = expenseBody(trip.id);
  const item = itemBody(trip.id);
  for (const [path, body] of [
    ['/api/trips', trip],
    ['/api/expenses', expense],
    ['/api/itinerary-items', item],
  ] as const) {
    const res = await client.post(path, body);
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  }
  return { trip, expense, item };
}

/**
 * The owner invites a companion by username (POST /api/trips/{id}/members), who signs in on
 * another client and accepts (POST /api/invitations/{id}/accept); answers the member list. The
 * password is the one TestClient.register gives by default.
 */
export async function shareTrip(
  owner: TestClient,
  tripId: string,
  username: string,
  role: MemberRole = 'editor',
): Promise<TripMember[]> {
  const res = await owner.post(`/api/trips/${tripId}/members`, { username, role });
  if (res.status !== 202) throw new Error(`invite ${username}: ${res.status} ${await res.text()}`);
  const invitee = owner.another();
  await invitee.login(username);
  const accepted = await invitee.post(`/api/invitations/${tripId}/accept`);
  if (accepted.status !== 200)
    throw new Error(`${username} accepts: ${accepted.status} ${await accepted.text()}`);
  const members = await owner.get(`/api/trips/${tripId}/members`);
  return membersResponseSchema.parse(await members.json());
}

/*
 * The stored rows, read with portable SQL (both engines), in the shapes the statements read them.
 * `where` is an optional clause on the table's alias (t, e, i, d, m, s). Oldest change first (then
 * by key), so two reads of unchanged rows compare equal and rows written in turn read in turn.
 */
const DOCUMENT_COLUMNS = `d.id, d.trip_id as tripId, d.item_id as itemId,
  d.expense_id as expenseId, d.name, d.kind, d.media_type as mediaType, d.size, d.sha256,
  d.created_at as createdAt, d.created_by as createdBy, d.uploaded, d.version`;
const MEMBER_COLUMNS = `m.trip_id as tripId, m.user_id as userId, m.role, m.status,
  m.joined_at as joinedAt, m.joined_version as joinedVersion, m.version`;

export interface TombstoneRow {
  tableName: string;
  rowId: string;
  userId: string;
  tripId: string | null;
  version: number;
}

export interface SyncClientTestRow {
  id: string;
  userId: string;
  lastMutationId: number;
}

export interface RejectionRow {
  clientId: string;
  mutationId: number;
  name: string;
  /** JSON text, or null. */
  args: string | null;
  reason: string;
  version: number;
}

const rows =
  <Row>(select: string, order: string) =>
  (db: Db, where = '', params: readonly unknown[] = []): Promise<Row[]> =>
    db.query<Row>(`${select} ${where} order by ${order}`, params);

export const tripRows = rows<TripRow>(`select ${T_TRIP_COLUMNS} from trips t`, 't.version, t.id');
export const expenseRows = rows<ExpenseRow>(
  `select ${EXPENSE_COLUMNS} from expenses e`,
  'e.version, e.id',
);
export const itemRows = rows<ItineraryItemRow>(
  `select ${ITEM_COLUMNS} from itinerary_items i`,
  'i.version, i.id',
);
export const stopRows = rows<TripStopRow>(
  `select ${STOP_COLUMNS} from trip_stops s`,
  's.version, s.id',
);
export const documentRows = rows<DocumentRow>(
  `select ${DOCUMENT_COLUMNS} from documents d`,
  'd.version, d.id',
);
export const memberRows = rows<TripMemberRow>(
  `select ${MEMBER_COLUMNS} from trip_members m`,
  'm.version, m.trip_id, m.user_id',
);
export const tombstoneRows = rows<TombstoneRow>(
  `select s.table_name as tableName, s.row_id as rowId, s.user_id as userId,
     s.trip_id as tripId, s.version from tombstones s`,
  's.version, s.table_name, s.row_id',
);
export const syncClientRows = rows<SyncClientTestRow>(
  `select s.id, s.user_id as userId, s.last_mutation_id as lastMutationId from sync_clients s`,
  's.created_at, s.id',
);
export const rejectionRows = rows<RejectionRow>(
  `select s.client_id as clientId, s.mutation_id as mutationId, s.name, s.args, s.reason,
     s.version from sync_rejections s`,
  's.version, s.client_id, s.mutation_id',
);

/** Every synced row and membership, to check that a refused change wrote nothing. */
export async function syncedRows(db: Db) {
  return {
    trips: await tripRows(db),
    expenses: await expenseRows(db),
    itineraryItems: await itemRows(db),
    documents: await documentRows(db),
    stops: await stopRows(db),
    tripMembers: await memberRows(db),
    tombstones: await tombstoneRows(db),
  };
}

export interface TestMutation {
  id: number;
  name: string;
  args: unknown;
}

/** One device: a client id and its own mutation counter, pushing and pulling as a user. */
export class TestDevice {
  readonly clientId = randomUUID();
  private nextId = 1;
  cursor = 0;

  constructor(readonly http: TestClient) {}

  /** Numbers mutations in order, as the device's outbox would. */
  queue(...mutations: { name: string; args: unknown }[]): TestMutation[] {
    return mutations.map((m) => ({ id: this.nextId++, ...m }));
  }

  push(mutations: TestMutation[], protocolVersion = SYNC_PROTOCOL_VERSION) {
    return this.http.post('/api/sync/push', {
      protocolVersion,
      clientId: this.clientId,
      mutations,
    });
  }

  async pushOk(mutations: TestMutation[]): Promise<PushResponse> {
    const res = await this.push(mutations);
    if (res.status !== 200) throw new Error(`push: ${res.status} ${await res.text()}`);
    return pushResponseSchema.parse(await res.json());
  }

  /** Pulls since this device's cursor and moves the cursor on. */
  async pull(cursor = this.cursor): Promise<PullResponse> {
    const res = await this.http.get(`/api/sync/pull?clientId=${this.clientId}&cursor=${cursor}`);
    if (res.status !== 200) throw new Error(`pull: ${res.status} ${await res.text()}`);
    // Parsed with the shared schema, so every test also checks the wire contract.
    const body = pullResponseSchema.parse(await res.json());
    this.cursor = body.cursor;
    return body;
  }
}
