import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import type { Expense } from '@shared/schemas/expense';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Trip } from '@shared/schemas/trip';
import type { TripMember } from '@shared/schemas/trip-member';
import type { ListTemplate } from '@shared/schemas/list-template';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { TripStop } from '@shared/schemas/trip-stop';
import { AppDb } from '../../web/src/db/app-db';
import { createSyncEngine, type SyncEngine } from '../../web/src/sync/sync-engine';
import { createApp } from '../../sync-server/src/app';
import {
  EXPENSE_COLUMNS,
  ITEM_COLUMNS,
  STOP_COLUMNS,
  T_TRIP_COLUMNS,
} from '../../sync-server/src/db/columns';
import type { Db, Tx } from '../../sync-server/src/db/connection';
import type { ExpenseRow, ItineraryItemRow, TripRow } from '../../sync-server/src/db/statements';
import {
  LIST_COLUMNS,
  LIST_ITEM_COLUMNS,
  type ListItemRow,
  type TripListRow,
} from '../../sync-server/src/db/list-statements';
import type { TripStopRow } from '../../sync-server/src/db/stop-statements';
import {
  TEMPLATE_COLUMNS,
  type ListTemplateRow,
} from '../../sync-server/src/db/template-statements';
import { toListItem, toTripList } from '../../sync-server/src/domain/trips/list-entities';
import { toListTemplate } from '../../sync-server/src/domain/trips/template-entities';
import { seedDestinations } from '../../sync-server/src/domain/destinations/seed';
import {
  toExpense,
  toItineraryItem,
  toMember,
  toTrip,
  toTripStop,
} from '../../sync-server/src/domain/trips/to-entities';
import { TestClient } from '../../sync-server/src/testing/test-app';
import { openTestDatabase } from '../../sync-server/src/testing/test-database';
import { Network } from './network';

/**
 * Shared setup for the sync integration suites: the real server app in-process, devices made of
 * the real web sync engine on fake-indexeddb, a network between them that can fail on purpose,
 * and snapshots of both sides to compare.
 */

const cleanups: Array<() => Promise<void> | void> = [];

/** Call once at the top of a test file: stops engines and deletes device databases after each test. */
export function cleanupAfterEach() {
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}

export type Fetchable = {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
};

export interface Server {
  app: Fetchable;
  db: Db;
}

export interface ServerOptions {
  /** A private empty database unless given (openTestDatabase: SQLite, or PostgreSQL's leg). */
  db?: Db;
  clock?: () => Date;
}

/** The real app on a database, with destinations seeded. */
export async function startServer({
  db = openTestDatabase(),
  clock,
}: ServerOptions = {}): Promise<Server> {
  const built = createApp({ db, bcryptCost: 4, ...(clock ? { clock } : {}) });
  await seedDestinations(built.db);
  return { app: built.app, db: built.db };
}

export interface Account {
  session: TestClient;
  userId: string;
  username: string;
}

let accounts = 0;
export async function signUp(server: Server, name = 'traveller'): Promise<Account> {
  const session = new TestClient(server.app);
  const username = `${name}${Date.now()}${accounts++}`;
  const user = await session.register(username);
  return { session, userId: user.id, username };
}

export interface DeviceOptions {
  /** Where requests go; a function so a test can swap the server (restore, restart). */
  target: () => Fetchable;
  /** The browser's cookie header at the time of each request. */
  cookie: () => string;
  userId: string;
  dbName?: string;
  now?: () => Date;
  locks?: Pick<LockManager, 'request'>;
  random?: () => number;
  timeoutMs?: number;
}

/** One device (or tab): a Dexie database, an engine on it, and its own faulty network. */
export class Device {
  readonly net = new Network();
  readonly onUnauthorized = vi.fn();
  readonly dbName: string;
  db: AppDb;
  engine: SyncEngine;

  constructor(private readonly options: DeviceOptions) {
    this.dbName = options.dbName ?? `device-${crypto.randomUUID()}`;
    this.db = new AppDb(options.userId, this.dbName);
    this.engine = this.newEngine();
    cleanups.push(async () => {
      this.engine.stop();
      this.db.close();
      await new AppDb(options.userId, this.dbName).delete();
    });
  }

  private newEngine(): SyncEngine {
    const { options } = this;
    return createSyncEngine({
      db: this.db,
      onUnauthorized: this.onUnauthorized,
      locks: options.locks,
      triggers: undefined,
      random: options.random ?? (() => 0),
      ...(options.now ? { now: options.now } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      fetchImpl: this.net.fetchVia(options.target, options.cookie),
    });
  }

  /** The tab closes (engine stopped, database connection closed) and opens again on the same data. */
  reload(): void {
    this.engine.stop();
    this.db.close();
    this.db = new AppDb(this.options.userId, this.dbName);
    this.engine = this.newEngine();
  }
}

export function openDevice(server: Server, account: Account, extra: Partial<DeviceOptions> = {}) {
  return new Device({
    target: () => server.app,
    cookie: () => account.session.cookieHeader,
    userId: account.userId,
    ...extra,
  });
}

export interface SyncedState {
  trips: Trip[];
  itineraryItems: ItineraryItem[];
  expenses: Expense[];
  stops: TripStop[];
  /** Shared lists and the user's own personal ones, with their items. */
  lists: TripList[];
  listItems: ListItem[];
  /** The user's own list templates (decision 021): a person's rows, not a trip's. */
  listTemplates: ListTemplate[];
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

export async function deviceState(db: AppDb): Promise<SyncedState> {
  return {
    trips: (await db.trips.toArray()).sort(byId),
    itineraryItems: (await db.itineraryItems.toArray()).sort(byId),
    expenses: (await db.expenses.toArray()).sort(byId),
    stops: (await db.stops.toArray()).sort(byId),
    lists: (await db.lists.toArray()).sort(byId),
    listItems: (await db.listItems.toArray()).sort(byId),
    listTemplates: (await db.listTemplates.toArray()).sort(byId),
  };
}

/**
 * The rows of the trips that `clause` (a join or a where clause on `trips t`, with `params`)
 * keeps, in the shapes the devices store; of their lists, the shared ones and `viewer`'s own.
 */
async function rowsOfTrips(
  tx: Tx,
  clause: string,
  params: unknown[],
  viewer: string,
): Promise<SyncedState> {
  const trips = await tx.query<TripRow>(`select ${T_TRIP_COLUMNS} from trips t ${clause}`, params);
  const items = await tx.query<ItineraryItemRow>(
    `select ${ITEM_COLUMNS} from itinerary_items i join trips t on t.id = i.trip_id ${clause}`,
    params,
  );
  const expenses = await tx.query<ExpenseRow>(
    `select ${EXPENSE_COLUMNS} from expenses e join trips t on t.id = e.trip_id ${clause}`,
    params,
  );
  const stops = await tx.query<TripStopRow>(
    `select ${STOP_COLUMNS} from trip_stops s join trips t on t.id = s.trip_id ${clause}`,
    params,
  );
  const sees = `(l.visibility = 'shared' or l.owner_id = ?)`;
  const lists = await tx.query<TripListRow>(
    `select ${LIST_COLUMNS} from trip_lists l join trips t on t.id = l.trip_id ${clause}
       ${clause.startsWith('where') ? 'and' : 'where'} ${sees}`,
    [...params, viewer],
  );
  const listItems = await tx.query<ListItemRow>(
    `select ${LIST_ITEM_COLUMNS} from list_items li join trip_lists l on l.id = li.list_id
       join trips t on t.id = li.trip_id ${clause}
       ${clause.startsWith('where') ? 'and' : 'where'} ${sees}`,
    [...params, viewer],
  );
  const listTemplates = await tx.query<ListTemplateRow>(
    `select ${TEMPLATE_COLUMNS} from list_templates where owner_id = ?`,
    [viewer],
  );
  return {
    trips: trips.map(toTrip).sort(byId),
    itineraryItems: items.map(toItineraryItem).sort(byId),
    expenses: expenses.map(toExpense).sort(byId),
    stops: stops.map(toTripStop).sort(byId),
    lists: lists.map(toTripList).sort(byId),
    listItems: listItems.map(toListItem).sort(byId),
    listTemplates: listTemplates.map(toListTemplate).sort(byId),
  };
}

/** No synced rows at all, of every kind the state holds: what a deleted trip leaves. */
export function noRows(): SyncedState {
  return {
    trips: [],
    itineraryItems: [],
    expenses: [],
    stops: [],
    lists: [],
    listItems: [],
    listTemplates: [],
  };
}

/** The user's rows as the server's database holds them (one snapshot), as devices store them. */
export function serverState(db: Db, userId: string): Promise<SyncedState> {
  return db.read((tx) => rowsOfTrips(tx, 'where t.user_id = ?', [userId], userId));
}

/** What one user sees of shared trips: the synced rows plus each trip's members. */
export interface SharedState extends SyncedState {
  members: TripMember[];
}

const byMember = (a: TripMember, b: TripMember) =>
  a.tripId.localeCompare(b.tripId) || a.userId.localeCompare(b.userId);

/** A device's synced rows and trip members, in the order `serverStateFor` answers them. */
export async function deviceSharedState(db: AppDb): Promise<SharedState> {
  return { ...(await deviceState(db)), members: (await db.members.toArray()).sort(byMember) };
}

/**
 * The rows of the trips `userId` is an active member of (whoever owns them), with those trips'
 * members (former ones included, as pull sends them), in the shapes the devices store.
 */
export function serverStateFor(db: Db, userId: string): Promise<SharedState> {
  return db.read(async (tx) => {
    const rows = await rowsOfTrips(
      tx,
      `join trip_members m on m.trip_id = t.id and m.user_id = ? and m.status = 'active'`,
      [userId],
      userId,
    );
    const visible = await tx.query<{ tripId: string }>(
      `select trip_id as tripId from trip_members where user_id = ? and status = 'active'`,
      [userId],
    );
    const members: TripMember[] = [];
    for (const { tripId } of visible) {
      members.push(...(await tx.$statements.membersOfTrip.all(tripId)).map(toMember));
    }
    return { ...rows, members: members.sort(byMember) };
  });
}

/**
 * Flushes every device until all outboxes are empty, then once more each so every device has
 * pulled what the others sent. Throws if the queues do not drain (a jammed device).
 */
export async function settle(...devices: Device[]): Promise<void> {
  for (let round = 0; round < 10; round++) {
    for (const d of devices) await d.engine.flush();
    const queued = await Promise.all(devices.map((d) => d.db.outbox.count()));
    if (queued.every((n) => n === 0)) {
      for (const d of devices) await d.engine.flush();
      return;
    }
  }
  const phases = devices.map((d) => d.engine.state.getState());
  throw new Error(`Outboxes did not drain: ${JSON.stringify(phases)}`);
}

/** A Web Locks stand-in shared by tabs of one device: exclusive, first come first served. */
export function sharedLocks(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  function request(name: string, task: () => Promise<unknown>): Promise<unknown> {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => task());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
  // The real request() has overloads with options; the engine uses only (name, task).
  return { request } as unknown as Pick<LockManager, 'request'>;
}

export const kyotoTrip = {
  destinationId: 'kyoto',
  title: 'Kyoto in autumn',
  startDate: '2026-11-01',
  endDate: '2026-11-06',
} as const;

export function expenseOn(tripId: string, description: string, amount = 1_000) {
  return { tripId, category: 'food', amount, date: '2026-11-02', description } as const;
}
