import type { TripDocument } from '@shared/schemas/document';
import type { Expense } from '@shared/schemas/expense';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { ListTemplate } from '@shared/schemas/list-template';
import type { Trip } from '@shared/schemas/trip';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { TripStop } from '@shared/schemas/trip-stop';
import { toDocument } from '../../sync-server/src/domain/trips/to-entities';
import type { AppDb } from '../../web/src/db/app-db';
import { serverState, type Server } from './harness';

/*
 * The rows the equivalence tests compare: what the device shows and what the server stores for
 * the user, each without what only the server decides (who and when), in one order.
 */

interface Rows {
  trips: Trip[];
  itineraryItems: ItineraryItem[];
  expenses: Expense[];
  documents: TripDocument[];
  stops: TripStop[];
  lists: TripList[];
  listItems: ListItem[];
  listTemplates: ListTemplate[];
}

/** The rows without what only the server decides (who and when), in one order. */
function comparable(rows: Rows) {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    trips: rows.trips.map(({ createdAt: _c, updatedAt: _u, ...t }) => t).sort(byId),
    itineraryItems: rows.itineraryItems
      .map(({ createdAt: _c, createdBy: _b, ...i }) => i)
      .sort(byId),
    expenses: rows.expenses.map(({ createdAt: _c, createdBy: _b, ...e }) => e).sort(byId),
    documents: rows.documents.map(({ createdAt: _c, createdBy: _b, ...d }) => d).sort(byId),
    stops: rows.stops.map(({ createdAt: _c, createdBy: _b, ...s }) => s).sort(byId),
    lists: rows.lists.map(({ createdAt: _c, ...l }) => l).sort(byId),
    listItems: rows.listItems.map(({ createdAt: _c, createdBy: _b, ...i }) => i).sort(byId),
    listTemplates: rows.listTemplates.map(({ createdAt: _c, ...t }) => t).sort(byId),
  };
}

export async function deviceRows(db: AppDb) {
  return comparable({
    trips: await db.trips.toArray(),
    itineraryItems: await db.itineraryItems.toArray(),
    expenses: await db.expenses.toArray(),
    documents: await db.documents.toArray(),
    stops: await db.stops.toArray(),
    lists: await db.lists.toArray(),
    listItems: await db.listItems.toArray(),
    listTemplates: await db.listTemplates.toArray(),
  });
}

/** What the server's database holds for the user, read directly (not through a pull). */
export async function serverRows(server: Server, userId: string) {
  const documents = await server.db.read((tx) =>
    tx.$statements.documentsSince.all({ userId, since: 0 }),
  );
  return comparable({
    ...(await serverState(server.db, userId)),
    documents: documents.map(toDocument),
  });
}
