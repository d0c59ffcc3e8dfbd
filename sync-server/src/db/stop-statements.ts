import { stmt } from './sql-statement';
import { STOP_COLUMNS, unqualified, UPSERT_TOMBSTONE } from './columns';
import type { tripStops, trips } from './schema';
import type { WithAccess } from './statements';

export type TripStopRow = typeof tripStops.$inferSelect;

/**
 * The compiled statements of trips' further stops, merged into the database's `Statements`:
 * written through the same transactions as every synced row, in the shapes of the items' own.
 */
export const STOP_STATEMENTS = {
  stopWithAccess: stmt<[userId: string, id: string], WithAccess<TripStopRow>>(
    `select ${STOP_COLUMNS}, m.role, m.status
       from trip_stops s left join trip_members m on m.trip_id = s.trip_id and m.user_id = ?
       where s.id = ?`,
  ),
  insertStop: stmt<[TripStopRow]>(
    `insert into trip_stops (id, trip_id, place, start_date, end_date, position, created_at,
         created_by, version)
       values (@id, @tripId, @place, @startDate, @endDate, @position, @createdAt, @createdBy,
         @version)`,
  ),
  // A field-level patch, as patchItem: a null keeps the stored value (none of these is ever
  // null, and a place is written whole).
  patchStop: stmt<
    [
      {
        id: string;
        place: string | null;
        startDate: string | null;
        endDate: string | null;
        position: number | null;
        version: number;
      },
    ],
    TripStopRow
  >(
    `update trip_stops set
         place = coalesce(@place, place),
         start_date = coalesce(@startDate, start_date),
         end_date = coalesce(@endDate, end_date),
         position = coalesce(@position, position),
         version = @version
       where id = @id
       returning ${unqualified(STOP_COLUMNS)}`,
  ),
  deleteStop: stmt<[id: string]>('delete from trip_stops where id = ?'),
  tombstoneTripStops: stmt<[userId: string, version: number, tripId: string]>(
    `insert into tombstones (table_name, row_id, user_id, trip_id, version)
       select 'stops', id, ?, trip_id, ? from trip_stops where trip_id = ?
       ${UPSERT_TOMBSTONE}`,
  ),
  // What the stop rules read of the stored trip (shared/src/sync/stop-rules.ts).
  tripDates: stmt<[id: string], Pick<typeof trips.$inferSelect, 'startDate' | 'endDate'>>(
    'select start_date as startDate, end_date as endDate from trips where id = ?',
  ),
  // What the trip patch rule reads: a trip's new dates must keep every stop within them.
  tripStopDates: stmt<[tripId: string], Pick<TripStopRow, 'startDate' | 'endDate'>>(
    'select start_date as startDate, end_date as endDate from trip_stops where trip_id = ?',
  ),
  stopsSince: stmt<[{ userId: string; since: number }], TripStopRow>(
    `select ${STOP_COLUMNS} from trip_stops s join trip_members m on m.trip_id = s.trip_id
         and m.user_id = @userId and m.status = 'active'
       where s.version > @since or m.joined_version > @since order by s.version`,
  ),
};
