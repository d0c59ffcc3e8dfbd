import { ACCOUNT_STATEMENTS } from './account-statements';
import { DESTINATION_STATEMENTS } from './destination-statements';
import { INVITATION_STATEMENTS } from './invitation-statements';
import { META_STATEMENTS } from './meta-statements';
import { stmt, type Bound } from './sql-statement';
import { DOCUMENT_STATEMENTS } from './document-statements';
import { LIST_STATEMENTS } from './list-statements';
import { STOP_STATEMENTS } from './stop-statements';
import { STREET_PACK_STATEMENTS } from './street-pack-statements';
import { TEMPLATE_STATEMENTS } from './template-statements';
import {
  EXPENSE_COLUMNS,
  ITEM_COLUMNS,
  T_TRIP_COLUMNS,
  unqualified,
  UPSERT_TOMBSTONE,
} from './columns';
import { TRIP_READ_STATEMENTS } from './trip-read-statements';
import type { expenses, itineraryItems, syncClients, tripMembers, trips } from './schema';

export type TripRow = typeof trips.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
export type ItineraryItemRow = typeof itineraryItems.$inferSelect;
export type SyncClientRow = typeof syncClients.$inferSelect;
export type TripMemberRow = typeof tripMembers.$inferSelect;

/** The asking user's membership of a trip, as one lookup with the id finds it (nulls: none). */
export interface Membership {
  role: string | null;
  status: string | null;
}

/** A child row with the asking user's membership of its trip: "exists" and "may I" in one query. */
export type WithAccess<Row> = Row & Membership;

/** A member row as pull and the members list send it: with the person's username and first name. */
export type MemberWithUser = TripMemberRow & { username: string; firstName: string | null };

// The trip's columns without the `t.` alias: read from `trips` alone, and for `returning`.
const TRIP_COLUMNS = unqualified(T_TRIP_COLUMNS);
const MEMBER_COLUMNS = `mm.trip_id as tripId, mm.user_id as userId, mm.role, mm.status,
  mm.joined_at as joinedAt, mm.joined_version as joinedVersion, mm.version, u.username,
  u.first_name as firstName`;
/**
 * The trips a user can see, joined to each row read for pull: a row goes out when it changed
 * after the cursor, or when the user joined its trip after the cursor (then the whole trip goes,
 * since its older rows were never sent to them).
 */
const VISIBLE = (tripColumn: string) => `join trip_members m on m.trip_id = ${tripColumn}
  and m.user_id = @userId and m.status = 'active'`;

/**
 * Every statement the server runs, written once for SQLite and PostgreSQL (sql-statement.ts) and
 * compiled by each database for its driver. A push applies up to a hundred mutations of several
 * small queries each; building each of those through a query builder cost several times more
 * than the database running it, so the write path binds values to these instead. So do pull's
 * row reads, where mapping every row of a snapshot through Drizzle weighed as much as the read,
 * and the trip reads every device makes on each focus and poll (trip-read-statements.ts).
 *
 * Numbers stand in for booleans: SQLite has no boolean to bind.
 */
export const STATEMENT_DEFS = {
  ...DOCUMENT_STATEMENTS,
  ...STOP_STATEMENTS,
  ...LIST_STATEMENTS,
  ...TEMPLATE_STATEMENTS,
  ...STREET_PACK_STATEMENTS,
  ...TRIP_READ_STATEMENTS,
  ...ACCOUNT_STATEMENTS,
  ...INVITATION_STATEMENTS,
  ...DESTINATION_STATEMENTS,
  ...META_STATEMENTS,
  // One savepoint at a time: a mutation inside the batch's transaction (see writeTransaction).
  savepoint: stmt('savepoint mutation'),
  releaseSavepoint: stmt('release mutation'),
  rollbackToSavepoint: stmt('rollback to mutation'),

  clientById: stmt<[id: string], SyncClientRow>(
    `select id, user_id as userId, last_mutation_id as lastMutationId, created_at as createdAt,
         updated_at as updatedAt
       from sync_clients where id = ?`,
  ),
  insertClient: stmt<[id: string, userId: string, createdAt: string, updatedAt: string]>(
    `insert into sync_clients (id, user_id, last_mutation_id, created_at, updated_at)
       values (?, ?, 0, ?, ?)`,
  ),
  advanceClient: stmt<[lastMutationId: number, now: string, id: string]>(
    'update sync_clients set last_mutation_id = ?, updated_at = ? where id = ?',
  ),
  rejectionsBetween: stmt<
    [clientId: string, from: number, to: number],
    { mutationId: number; reason: string }
  >(
    `select mutation_id as mutationId, reason from sync_rejections
       where client_id = ? and mutation_id between ? and ?`,
  ),
  insertRejection: stmt<
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

  // A tombstone with the asking user's membership of the trip the deleted row belonged to; one
  // private to another user (a personal list's) is not found, as if it never was.
  tombstoneWithAccess: stmt<
    [userId: string, table: string, rowId: string],
    { deletedBy: string; tripId: string | null } & Membership
  >(
    `select t.user_id as deletedBy, t.trip_id as tripId, m.role, m.status
       from tombstones t left join trip_members m on m.trip_id = t.trip_id and m.user_id = ?
       where t.table_name = ? and t.row_id = ?
         and (t.only_for is null or t.only_for = m.user_id)`,
  ),
  writeTombstone: stmt<
    [table: string, rowId: string, userId: string, tripId: string, version: number]
  >(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version) values (?, ?, ?, ?, ?)
       ${UPSERT_TOMBSTONE}`,
  ),
  // A trip's children in one statement each: a trip can hold thousands of expenses.
  tombstoneTripExpenses: stmt<[userId: string, version: number, tripId: string]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version)
       select 'expenses', id, ?, trip_id, ? from expenses where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
  ),
  tombstoneTripItems: stmt<[userId: string, version: number, tripId: string]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version)
       select 'itineraryItems', id, ?, trip_id, ? from itinerary_items where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
  ),

  membership: stmt<[tripId: string, userId: string], Membership>(
    'select role, status from trip_members where trip_id = ? and user_id = ?',
  ),
  insertMember: stmt<[TripMemberRow]>(
    `insert into trip_members (trip_id, user_id, role, status, joined_at, joined_version, version)
       values (@tripId, @userId, @role, @status, @joinedAt, @joinedVersion, @version)`,
  ),
  rejoinMember: stmt<
    [{ tripId: string; userId: string; role: string; now: string; version: number }]
  >(
    `update trip_members set role = @role, status = 'active', joined_at = @now,
         joined_version = @version, version = @version
       where trip_id = @tripId and user_id = @userId`,
  ),
  setMemberRole: stmt<[role: string, version: number, tripId: string, userId: string]>(
    'update trip_members set role = ?, version = ? where trip_id = ? and user_id = ?',
  ),
  setMemberStatus: stmt<[status: string, version: number, tripId: string, userId: string]>(
    'update trip_members set status = ?, version = ? where trip_id = ? and user_id = ?',
  ),
  endTripMemberships: stmt<[version: number, tripId: string]>(
    `update trip_members set status = 'deleted', version = ?
       where trip_id = ? and status = 'active'`,
  ),
  activeMemberIds: stmt<[tripId: string], { userId: string }>(
    `select user_id as userId from trip_members where trip_id = ? and status = 'active'`,
  ),
  upsertInvite: stmt<
    [tripId: string, role: string, codeDigest: string, createdBy: string, now: string]
  >(
    `insert into trip_invites (trip_id, role, code_digest, created_by, created_at)
       values (?, ?, ?, ?, ?)
       on conflict (trip_id, role) do update set code_digest = excluded.code_digest,
         created_by = excluded.created_by, created_at = excluded.created_at`,
  ),
  inviteByDigest: stmt<
    [codeDigest: string],
    {
      tripId: string;
      role: string;
      title: string;
      ownerUsername: string;
      ownerFirstName: string | null;
    }
  >(
    `select i.trip_id as tripId, i.role, t.title, u.username as ownerUsername,
         u.first_name as ownerFirstName
       from trip_invites i join trips t on t.id = i.trip_id join users u on u.id = t.user_id
       where i.code_digest = ?`,
  ),
  membersOfTrip: stmt<[tripId: string], MemberWithUser>(
    `select ${MEMBER_COLUMNS} from trip_members mm join users u on u.id = mm.user_id
       where mm.trip_id = ? order by mm.joined_version, u.username`,
  ),

  tripCurrency: stmt<[id: string], { currency: string }>('select currency from trips where id = ?'),
  tripHasExpenses: stmt<[tripId: string], { found: number }>(
    'select 1 as found from expenses where trip_id = ? limit 1',
  ),

  destinationExists: stmt<[id: string], { found: number }>(
    'select 1 as found from destinations where id = ?',
  ),

  tripById: stmt<[id: string], TripRow>(`select ${TRIP_COLUMNS} from trips where id = ?`),
  insertTrip: stmt<[TripRow]>(
    `insert into trips (id, user_id, destination_id, title, start_date, end_date, notes, budget,
         currency, cover_document_id, day_notes, created_at, updated_at, version)
       values (@id, @userId, @destinationId, @title, @startDate, @endDate, @notes, @budget,
         @currency, @coverDocumentId, @dayNotes, @createdAt, @updatedAt, @version)`,
  ),
  tripDayNotes: stmt<[id: string], { dayNotes: string }>(
    'select day_notes as dayNotes from trips where id = ?',
  ),
  // One day's note is merged into the others in the write transaction (setDayNote), so the
  // statement writes the whole object.
  setTripDayNotes: stmt<[{ id: string; dayNotes: string; now: string; version: number }], TripRow>(
    `update trips set day_notes = @dayNotes, updated_at = @now, version = @version
       where id = @id
       returning ${TRIP_COLUMNS}`,
  ),
  // A field-level patch in one statement: a null (or a 0 flag) keeps the stored value.
  // Title and dates are never null, so null can mean "not in the patch" for them.
  patchTrip: stmt<
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
        currency: string | null;
        setCover: number;
        coverDocumentId: string | null;
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
         currency = coalesce(@currency, currency),
         cover_document_id = case when @setCover then @coverDocumentId else cover_document_id end,
         updated_at = @now,
         version = @version
       where id = @id
       returning ${TRIP_COLUMNS}`,
  ),
  deleteTrip: stmt<[id: string]>('delete from trips where id = ?'),

  expenseWithAccess: stmt<[userId: string, id: string], WithAccess<ExpenseRow>>(
    `select ${EXPENSE_COLUMNS}, m.role, m.status
       from expenses e left join trip_members m on m.trip_id = e.trip_id and m.user_id = ?
       where e.id = ?`,
  ),
  insertExpense: stmt<[ExpenseRow]>(
    `insert into expenses (id, trip_id, category, amount, currency, rate, rate_date, rate_source,
         date, description, created_at, created_by, paid_by, split, kind, version)
       values (@id, @tripId, @category, @amount, @currency, @rate, @rateDate, @rateSource, @date,
         @description, @createdAt, @createdBy, @paidBy, @split, @kind, @version)`,
  ),
  // A field-level patch, as patchTrip: a null keeps the stored value of a field that is never
  // null; a 1 flag sets one that may be (payer, split).
  patchExpense: stmt<
    [
      {
        id: string;
        category: string | null;
        amount: number | null;
        currency: string | null;
        setRate: number;
        rate: number | null;
        rateDate: string | null;
        rateSource: string | null;
        date: string | null;
        description: string | null;
        setPaidBy: number;
        paidBy: string | null;
        setSplit: number;
        split: string | null;
        version: number;
      },
    ],
    ExpenseRow
  >(
    `update expenses set
         category = coalesce(@category, category),
         amount = coalesce(@amount, amount),
         currency = coalesce(@currency, currency),
         rate = case when @setRate then @rate else rate end,
         rate_date = case when @setRate then @rateDate else rate_date end,
         rate_source = case when @setRate then @rateSource else rate_source end,
         date = coalesce(@date, date),
         description = coalesce(@description, description),
         paid_by = case when @setPaidBy then @paidBy else paid_by end,
         split = case when @setSplit then @split else split end,
         version = @version
       where id = @id
       returning ${unqualified(EXPENSE_COLUMNS)}`,
  ),
  deleteExpense: stmt<[id: string]>('delete from expenses where id = ?'),

  itemWithAccess: stmt<[userId: string, id: string], WithAccess<ItineraryItemRow>>(
    `select ${ITEM_COLUMNS}, m.role, m.status
       from itinerary_items i left join trip_members m on m.trip_id = i.trip_id and m.user_id = ?
       where i.id = ?`,
  ),
  insertItem: stmt<[ItineraryItemRow]>(
    `insert into itinerary_items (id, trip_id, day, time, end_time, time_zone, end_time_zone,
         reference, title, description, location, place, end_place, type, created_at, created_by,
         position, version)
       values (@id, @tripId, @day, @time, @endTime, @timeZone, @endTimeZone, @reference, @title,
         @description, @location, @place, @endPlace, @type, @createdAt, @createdBy, @position,
         @version)`,
  ),
  patchItem: stmt<
    [
      {
        id: string;
        day: number | null;
        title: string | null;
        type: string | null;
        position: number | null;
        setTime: number;
        time: string | null;
        setEndTime: number;
        endTime: string | null;
        setTimeZone: number;
        timeZone: string | null;
        setEndTimeZone: number;
        endTimeZone: string | null;
        setReference: number;
        reference: string | null;
        setDescription: number;
        description: string | null;
        setLocation: number;
        location: string | null;
        setPlace: number;
        place: string | null;
        setEndPlace: number;
        endPlace: string | null;
        version: number;
      },
    ],
    ItineraryItemRow
  >(
    `update itinerary_items set
         day = coalesce(@day, day),
         title = coalesce(@title, title),
         type = coalesce(@type, type),
         position = coalesce(@position, position),
         time = case when @setTime then @time else time end,
         end_time = case when @setEndTime then @endTime else end_time end,
         time_zone = case when @setTimeZone then @timeZone else time_zone end,
         end_time_zone = case when @setEndTimeZone then @endTimeZone else end_time_zone end,
         reference = case when @setReference then @reference else reference end,
         description = case when @setDescription then @description else description end,
         location = case when @setLocation then @location else location end,
         place = case when @setPlace then @place else place end,
         end_place = case when @setEndPlace then @endPlace else end_place end,
         version = @version
       where id = @id
       returning ${unqualified(ITEM_COLUMNS)}`,
  ),
  deleteItem: stmt<[id: string]>('delete from itinerary_items where id = ?'),

  // Pull: the rows of the trips a user can see, changed since a cursor, oldest first. A fresh
  // device's snapshot reads every row the user has (tens of thousands); mapping each row
  // through Drizzle's column objects cost about as much as the database reading it.
  tripsSince: stmt<[{ userId: string; since: number }], TripRow>(
    `select ${T_TRIP_COLUMNS} from trips t ${VISIBLE('t.id')}
       where t.version > @since or m.joined_version > @since order by t.version`,
  ),
  expensesSince: stmt<[{ userId: string; since: number }], ExpenseRow>(
    `select ${EXPENSE_COLUMNS} from expenses e ${VISIBLE('e.trip_id')}
       where e.version > @since or m.joined_version > @since order by e.version`,
  ),
  itemsSince: stmt<[{ userId: string; since: number }], ItineraryItemRow>(
    `select ${ITEM_COLUMNS} from itinerary_items i ${VISIBLE('i.trip_id')}
       where i.version > @since or m.joined_version > @since order by i.version`,
  ),
  membersSince: stmt<[{ userId: string; since: number }], MemberWithUser>(
    `select ${MEMBER_COLUMNS} from trip_members mm ${VISIBLE('mm.trip_id')}
       join users u on u.id = mm.user_id
       where mm.version > @since or m.joined_version > @since order by mm.version`,
  ),
  tombstonesSince: stmt<[{ userId: string; since: number }], { table: string; id: string }>(
    `select t.table_name as "table", t.row_id as id from tombstones t ${VISIBLE('t.trip_id')}
       where t.version > @since and (t.only_for is null or t.only_for = @userId)
       order by t.version`,
  ),
  // Trips the user had and no longer sees (removed, left, deleted): the device drops them.
  revokedTripsSince: stmt<[{ userId: string; since: number }], { tripId: string }>(
    `select trip_id as tripId from trip_members
       where user_id = @userId and status != 'active' and version > @since`,
  ),
};

export type Statements = Bound<typeof STATEMENT_DEFS>;
