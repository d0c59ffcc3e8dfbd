import { stmt } from './sql-statement';
import { EXPENSE_COLUMNS, ITEM_COLUMNS, T_TRIP_COLUMNS } from './columns';
import type { expenses, itineraryItems, trips } from './schema';

/**
 * The destination columns a trip embeds, prefixed so they cannot collide with the trip's own
 * (both tables have `id`, `description`, `created_at`). All null when the trip has none.
 */
export interface EmbeddedDestinationColumns {
  destId: string | null;
  destName: string | null;
  destCountry: string | null;
  destImageUrl: string | null;
  destDescription: string | null;
  destClimate: string | null;
  destBestMonths: string | null;
  destVisaRequirements: string | null;
  destTravelDocuments: string | null;
  /** Where a gazetteer destination's zone is read from (catalog/time-zones.ts). */
  destLatitude: string | null;
  destLongitude: string | null;
}

export type TripWithDestinationRow = typeof trips.$inferSelect & EmbeddedDestinationColumns;

const DESTINATION_COLUMNS = `d.id as destId, d.name as destName, d.country as destCountry,
  d.image_url as destImageUrl, d.description as destDescription, d.climate as destClimate,
  d.best_months as destBestMonths, d.visa_requirements as destVisaRequirements,
  d.travel_documents as destTravelDocuments, d.latitude as destLatitude,
  d.longitude as destLongitude`;

/**
 * What GET /api/trips/:id's answer is made of, in a few numbers: one row when the user is an
 * active member of the trip (none for a missing trip or another user's, as `tripOfMember`), with
 * the largest `version` of each kind of row the answer holds. Every change to a trip, expense or
 * itinerary item gives its row a new, larger version; every delete leaves a tombstone with one
 * and the trip's id (a document's delete too, which may clear the cover in the same version).
 * The tombstone horizon covers the one way rows leave without a larger version behind: purged
 * tombstones (and a restore, which raises it past everything). The destination is the trip's
 * `destination_id` (a trip column) and that destination's row, which nothing updates: seeding
 * only adds missing ones (`Db.$revisions.destinations` counts that). So an equal stamp means
 * an equal answer, on any node (trip-answer-cache.ts).
 */
export interface TripStampRow {
  destinationId: string | null;
  tripVersion: number;
  /** Null when the trip has no such rows. */
  expensesVersion: number | null;
  itemsVersion: number | null;
  tombstonesVersion: number | null;
  tombstoneHorizon: number | null;
}

/** The user's active membership, joined in the same query as the trip: "exists" and "may I" at once. */
const TRIPS_OF_MEMBER = `select ${T_TRIP_COLUMNS}, ${DESTINATION_COLUMNS}
  from trips t
  join trip_members m on m.trip_id = t.id and m.user_id = @userId and m.status = 'active'
  left join destinations d on d.id = t.destination_id`;

/**
 * The reads of GET /api/trips and GET /api/trips/:id, which every device makes on each focus and
 * poll. Built through Drizzle they spent most of their time building the query and mapping the
 * rows (issue 14's profile); compiled once here they cost what the database costs. The orders
 * are the ones those queries had, so the answers kept their bytes (trip-queries.test.ts checks
 * them against the rows as written).
 */
export const TRIP_READ_STATEMENTS = {
  tripsOfMember: stmt<[{ userId: string }], TripWithDestinationRow>(
    `${TRIPS_OF_MEMBER} order by t.start_date, t.created_at`,
  ),
  tripOfMember: stmt<[{ userId: string; id: string }], TripWithDestinationRow>(
    `${TRIPS_OF_MEMBER} where t.id = @id`,
  ),
  // Newest first, as the expenses screen lists them.
  expensesOfTrip: stmt<[tripId: string], typeof expenses.$inferSelect>(
    `select ${EXPENSE_COLUMNS} from expenses e where e.trip_id = ?
       order by e.date desc, e.created_at desc`,
  ),
  // Each max is read from the end of one index (expenses_trip_version_idx,
  // itinerary_items_trip_version_idx, tombstones_trip_version_idx; sync_meta's key): a few
  // index entries, where the answer is about 1,000 values.
  tripStamp: stmt<[userId: string, tripId: string], TripStampRow>(
    `select t.destination_id as destinationId, t.version as tripVersion,
       (select max(e.version) from expenses e where e.trip_id = t.id) as expensesVersion,
       (select max(i.version) from itinerary_items i where i.trip_id = t.id) as itemsVersion,
       (select max(s.version) from tombstones s where s.trip_id = t.id) as tombstonesVersion,
       (select h.value from sync_meta h where h.key = 'tombstone_horizon') as tombstoneHorizon
     from trips t
     join trip_members m on m.trip_id = t.id and m.user_id = ? and m.status = 'active'
     where t.id = ?`,
  ),
  // Unordered: the order every device shows is compareItems (shared/src/domain/item-order.ts).
  itemsOfTrip: stmt<[tripId: string], typeof itineraryItems.$inferSelect>(
    `select ${ITEM_COLUMNS} from itinerary_items i where i.trip_id = ?`,
  ),
};
