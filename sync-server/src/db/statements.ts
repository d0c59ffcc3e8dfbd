import type Database from 'better-sqlite3';
import type { expenses, itineraryItems, syncClients, trips } from './schema';

export type TripRow = typeof trips.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
export type ItineraryItemRow = typeof itineraryItems.$inferSelect;
export type SyncClientRow = typeof syncClients.$inferSelect;

/** A child row with the owner of its trip, so one lookup answers both "exists" and "whose". */
export type Owned<Row> = Row & { ownerId: string };

// Columns aliased to the names Drizzle's row types use, so rows read here and through Drizzle
// are interchangeable.
const TRIP_COLUMNS = `id, user_id as userId, destination_id as destinationId, title,
  start_date as startDate, end_date as endDate, notes, budget, created_at as createdAt,
  updated_at as updatedAt, version`;
const EXPENSE_COLUMNS = `e.id, e.trip_id as tripId, e.category, e.amount, e.date, e.description,
  e.created_at as createdAt, e.version`;
const ITEM_COLUMNS = `i.id, i.trip_id as tripId, i.day, i.time, i.title, i.description,
  i.location, i.type, i.created_at as createdAt, i.version`;
const UPSERT_TOMBSTONE = `on conflict (table_name, row_id)
  do update set user_id = excluded.user_id, version = excluded.version`;

/**
 * The compiled SQLite statements of every write that sync push and the REST endpoints make,
 * prepared once per database when it is opened. A push applies up to a hundred mutations of
 * several small queries each; building each of those through Drizzle cost several times more
 * than SQLite running it, so the write path binds values to these instead. So do pull's row
 * reads, where Drizzle's mapping of every row of a snapshot weighed as much as SQLite. Reads
 * that serve whole screens (trip details) stay in Drizzle, where building the query is a small
 * share of the work.
 *
 * Numbers stand in for booleans: SQLite has no boolean to bind.
 */
export function createStatements(sqlite: Database.Database) {
  return {
    // One savepoint at a time: a mutation inside the batch's transaction (see writeTransaction).
    savepoint: sqlite.prepare('savepoint mutation'),
    releaseSavepoint: sqlite.prepare('release mutation'),
    rollbackToSavepoint: sqlite.prepare('rollback to mutation'),

    readMeta: sqlite.prepare<[key: string], { value: number }>(
      'select value from sync_meta where key = ?',
    ),
    writeMeta: sqlite.prepare<[key: string, value: number]>(
      `insert into sync_meta (key, value) values (?, ?)
       on conflict (key) do update set value = excluded.value`,
    ),

    clientById: sqlite.prepare<[id: string], SyncClientRow>(
      `select id, user_id as userId, last_mutation_id as lastMutationId, created_at as createdAt,
         updated_at as updatedAt
       from sync_clients where id = ?`,
    ),
    insertClient: sqlite.prepare<
      [id: string, userId: string, createdAt: string, updatedAt: string]
    >(
      `insert into sync_clients (id, user_id, last_mutation_id, created_at, updated_at)
       values (?, ?, 0, ?, ?)`,
    ),
    advanceClient: sqlite.prepare<[lastMutationId: number, now: string, id: string]>(
      'update sync_clients set last_mutation_id = ?, updated_at = ? where id = ?',
    ),
    rejectionsBetween: sqlite.prepare<
      [clientId: string, from: number, to: number],
      { mutationId: number; reason: string }
    >(
      `select mutation_id as mutationId, reason from sync_rejections
       where client_id = ? and mutation_id between ? and ?`,
    ),
    insertRejection: sqlite.prepare<
      [
        clientId: string,
        mutationId: number,
        name: string,
        argsJson: string | null,
        reason: string,
        version: number,
        now: string,
      ]
    >(
      `insert into sync_rejections (client_id, mutation_id, name, args, reason, version, created_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    ),

    tombstoneOwner: sqlite.prepare<[table: string, rowId: string], { userId: string }>(
      'select user_id as userId from tombstones where table_name = ? and row_id = ?',
    ),
    writeTombstone: sqlite.prepare<[table: string, rowId: string, userId: string, version: number]>(
      `insert into tombstones (table_name, row_id, user_id, version) values (?, ?, ?, ?)
       ${UPSERT_TOMBSTONE}`,
    ),
    // A trip's children in one statement each: a trip can hold thousands of expenses.
    tombstoneTripExpenses: sqlite.prepare<[userId: string, version: number, tripId: string]>(
      `insert into tombstones (table_name, row_id, user_id, version)
       select 'expenses', id, ?, ? from expenses where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
    ),
    tombstoneTripItems: sqlite.prepare<[userId: string, version: number, tripId: string]>(
      `insert into tombstones (table_name, row_id, user_id, version)
       select 'itineraryItems', id, ?, ? from itinerary_items where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
    ),

    destinationExists: sqlite.prepare<[id: string], { found: number }>(
      'select 1 as found from destinations where id = ?',
    ),

    tripById: sqlite.prepare<[id: string], TripRow>(
      `select ${TRIP_COLUMNS} from trips where id = ?`,
    ),
    ownedTripExists: sqlite.prepare<[id: string, userId: string], { found: number }>(
      'select 1 as found from trips where id = ? and user_id = ?',
    ),
    insertTrip: sqlite.prepare<[TripRow]>(
      `insert into trips (id, user_id, destination_id, title, start_date, end_date, notes, budget,
         created_at, updated_at, version)
       values (@id, @userId, @destinationId, @title, @startDate, @endDate, @notes, @budget,
         @createdAt, @updatedAt, @version)`,
    ),
    // A field-level patch in one statement: a null (or a 0 flag) keeps the stored value.
    // Title and dates are never null, so null can mean "not in the patch" for them.
    patchTrip: sqlite.prepare<
      [
        {
          id: string;
          destinationId: string | null;
          title: string | null;
          startDate: string | null;
          endDate: string | null;
          setNotes: number;
          notes: string | null;
          setBudget: number;
          budget: number | null;
          now: string;
          version: number;
        },
      ],
      TripRow
    >(
      `update trips set
         destination_id = coalesce(@destinationId, destination_id),
         title = coalesce(@title, title),
         start_date = coalesce(@startDate, start_date),
         end_date = coalesce(@endDate, end_date),
         notes = case when @setNotes then @notes else notes end,
         budget = case when @setBudget then @budget else budget end,
         updated_at = @now,
         version = @version
       where id = @id
       returning ${TRIP_COLUMNS}`,
    ),
    deleteTrip: sqlite.prepare<[id: string]>('delete from trips where id = ?'),

    expenseWithOwner: sqlite.prepare<[id: string], Owned<ExpenseRow>>(
      `select ${EXPENSE_COLUMNS}, t.user_id as ownerId
       from expenses e join trips t on t.id = e.trip_id where e.id = ?`,
    ),
    insertExpense: sqlite.prepare<[ExpenseRow]>(
      `insert into expenses (id, trip_id, category, amount, date, description, created_at, version)
       values (@id, @tripId, @category, @amount, @date, @description, @createdAt, @version)`,
    ),
    deleteExpense: sqlite.prepare<[id: string]>('delete from expenses where id = ?'),

    itemWithOwner: sqlite.prepare<[id: string], Owned<ItineraryItemRow>>(
      `select ${ITEM_COLUMNS}, t.user_id as ownerId
       from itinerary_items i join trips t on t.id = i.trip_id where i.id = ?`,
    ),
    insertItem: sqlite.prepare<[ItineraryItemRow]>(
      `insert into itinerary_items (id, trip_id, day, time, title, description, location, type,
         created_at, version)
       values (@id, @tripId, @day, @time, @title, @description, @location, @type, @createdAt,
         @version)`,
    ),
    deleteItem: sqlite.prepare<[id: string]>('delete from itinerary_items where id = ?'),

    // Pull: a user's rows changed since a cursor, oldest first. A fresh device's snapshot reads
    // every row the user has (tens of thousands); mapping each row through Drizzle's column
    // objects cost about as much as SQLite reading it.
    tripsSince: sqlite.prepare<[userId: string, since: number], TripRow>(
      `select ${TRIP_COLUMNS} from trips where user_id = ? and version > ? order by version`,
    ),
    expensesSince: sqlite.prepare<[userId: string, since: number], ExpenseRow>(
      `select ${EXPENSE_COLUMNS} from expenses e join trips t on t.id = e.trip_id
       where t.user_id = ? and e.version > ? order by e.version`,
    ),
    itemsSince: sqlite.prepare<[userId: string, since: number], ItineraryItemRow>(
      `select ${ITEM_COLUMNS} from itinerary_items i join trips t on t.id = i.trip_id
       where t.user_id = ? and i.version > ? order by i.version`,
    ),
  };
}

export type Statements = ReturnType<typeof createStatements>;
