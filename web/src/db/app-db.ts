import { Dexie, type EntityTable, type Table } from 'dexie';
import { DEFAULT_CURRENCY } from '@shared/money/currencies';
import type { Destination } from '@shared/schemas/destination';
import type { TripDocument } from '@shared/schemas/document';
import type { Expense } from '@shared/schemas/expense';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Trip } from '@shared/schemas/trip';
import type { TripMember } from '@shared/schemas/trip-member';
import type { TripStop } from '@shared/schemas/trip-stop';
import type { ListTemplate } from '@shared/schemas/list-template';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { Rejection } from '@shared/sync/messages';
import type { Mutation } from '@shared/sync/mutations';

/**
 * A queued change. `id` comes from IndexedDB's key generator, which never hands out a number
 * twice in one database, so it doubles as the client's increasing mutation sequence.
 */
export type OutboxEntry = Mutation & { id: number; createdAt: string };
export type NewOutboxEntry = Mutation & { createdAt: string };

/** Sync bookkeeping, one row per key. */
export type MetaRow =
  | { key: 'clientId'; value: string }
  /** The local outbox id that is mutation 1 of the current client id (absent: 1). */
  | { key: 'sequenceBase'; value: number }
  | { key: 'cursor'; value: number }
  | { key: 'lastSyncedAt'; value: string }
  /** The answer to `navigator.storage.persist()`, asked once the user has data. */
  | { key: 'storagePersistence'; value: 'granted' | 'denied' | 'unsupported' }
  /**
   * The server's last answer to whether it keeps street maps offline (GET /api/street-detail),
   * asked once a start and kept, so the trip page can say it with no signal.
   */
  | { key: 'streetDetail'; value: StreetDetail };

export interface StreetDetail {
  available: boolean;
  /** The server's words when it keeps none. */
  message: string | null;
  checkedAt: string;
}
export type MetaKey = MetaRow['key'];

/**
 * A change the server refused. The row stays after the user retries or discards it (marked
 * `dismissedAt`), because a later full snapshot lists every rejection again and must not bring
 * back one the user already dealt with.
 */
export type StoredRejection = Rejection & {
  dismissedAt?: string;
  /**
   * The title of the change's trip when the rejection arrived. A change refused because its trip
   * is gone (deleted, or the user lost access) arrives with the pull that drops that trip, so the
   * title is kept here to name it afterwards.
   */
  tripTitle?: string;
};

/**
 * A trip that left this device because a pull dropped it (removed, left or deleted elsewhere),
 * kept so that a screen showing it can say what happened rather than 'Trip not found'. Removed
 * again if the trip comes back.
 */
export interface LostTrip {
  tripId: string;
  title: string;
  /**
   * deleted-elsewhere: this user's own trip, so it was deleted on another of their devices;
   * no-longer-member: someone else's trip (removed, left on another device, or deleted by its
   * owner: the server's tombstone does not say which).
   */
  why: 'deleted-elsewhere' | 'no-longer-member';
  at: string;
}

/**
 * A document's bytes, kept on this device so it opens offline. Not synced: the server's copy
 * travels by the byte routes (sync/documents/), and a reset keeps the blobs of documents that
 * are still there or still queued (apply-pull.ts).
 */
export interface DocumentBlob {
  id: string;
  blob: Blob;
}

/**
 * An upload this device owes the server, from the moment the document is added until the server
 * has all of its bytes. Kept in the database so it survives the app being closed mid-way.
 */
export interface PendingUpload {
  /** The document's id. */
  id: string;
  tripId: string;
  size: number;
  /** Bytes the server said it holds, the offset of the next chunk. */
  received: number;
  /** How many times the server found the whole file damaged (422); at 3 it stops. */
  attempts: number;
  /** failed: stopped until the user taps 'Try again' (`error` says why). */
  state: 'waiting' | 'failed';
  error?: string;
  /**
   * Why it failed, when that decides what the traveller can do: `wrong-type`, the server found
   * the bytes are not the document's type (415), so sending them again cannot help: the
   * document offers Remove instead of Try again. Not indexed: no new Dexie version.
   */
  reason?: 'wrong-type' | undefined;
}

/** A trip marked 'Available offline' on this device: every one of its files is kept here. */
export interface OfflineTrip {
  tripId: string;
  since: string;
}

/**
 * A trip's street pack on this device (decision 012): the PMTiles archive of the streets around
 * its places, kept for a trip 'Available offline'. Device storage, never synced, and kept in
 * IndexedDB rather than a service-worker cache, so that no app update or cache clean-up can
 * drop it: only turning 'Available offline' off, the trip leaving this device (deleted, left,
 * removed) or erasing the device's copy does (sync/street-pack/).
 */
export interface StreetPackRow {
  tripId: string;
  /** The pack the map draws: the whole archive, its ETag and the places it was asked for. */
  kept: { blob: Blob; etag: string; size: number; placesKey: string } | null;
  /**
   * A download under way or cut short: `received` bytes of the pack `etag` are kept in
   * `streetPackParts`, so it resumes from there (Range, guarded by If-Range).
   */
  download: { etag: string; size: number; received: number; placesKey: string } | null;
  /** The traveller tapped Cancel: nothing more is fetched until they ask again. */
  paused: boolean;
  /**
   * The server answered that there is no pack (404: no street source, no places, not covered)
   * or refused it (422: too big), in its own words, for these places: asked again when they change.
   */
  problem: { kind: 'unavailable' | 'refused'; message: string; placesKey: string } | null;
}

/** A piece of a street pack being downloaded, from `offset`; joined into one Blob at the end. */
export interface StreetPackPart {
  tripId: string;
  offset: number;
  blob: Blob;
}

/**
 * Tables whose rows come from the server (and are replaced wholesale on a reset). A document's
 * blob and pending upload are the device's own and are not listed: they are dropped only when
 * their document is gone (apply-pull.ts).
 */
export const SYNCED_TABLES = [
  'trips',
  'itineraryItems',
  'expenses',
  'members',
  'documents',
  'stops',
  'lists',
  'listItems',
  'listTemplates',
] as const;

/**
 * The first schema, kept as it shipped: devices still holding it upgrade from it, with whatever
 * their outbox holds (schema-upgrade.test.ts opens a version 1 store with queued changes).
 */
export const STORES_V1 = {
  trips: 'id, startDate',
  itineraryItems: 'id, tripId',
  expenses: 'id, tripId',
  destinations: 'id',
  outbox: '++id',
  meta: 'key',
  rejections: 'mutationId',
} as const;

/** One signed-in user's local store. */
export class AppDb extends Dexie {
  readonly userId: string;
  trips!: EntityTable<Trip, 'id'>;
  itineraryItems!: EntityTable<ItineraryItem, 'id'>;
  expenses!: EntityTable<Expense, 'id'>;
  /** Who is on each trip (former members too, `active: false`), as the server last said. */
  members!: Table<TripMember, [string, string]>;
  destinations!: EntityTable<Destination, 'id'>;
  outbox!: Table<OutboxEntry, number, NewOutboxEntry>;
  meta!: Table<MetaRow, MetaKey>;
  rejections!: EntityTable<StoredRejection, 'mutationId'>;
  documents!: EntityTable<TripDocument, 'id'>;
  documentBlobs!: EntityTable<DocumentBlob, 'id'>;
  uploads!: EntityTable<PendingUpload, 'id'>;
  offlineTrips!: EntityTable<OfflineTrip, 'tripId'>;
  lostTrips!: EntityTable<LostTrip, 'tripId'>;
  /** Trips' further stops (the destination is each trip's first). */
  stops!: EntityTable<TripStop, 'id'>;
  /** Street packs kept on this device for trips 'Available offline' (not synced). */
  streetPacks!: EntityTable<StreetPackRow, 'tripId'>;
  streetPackParts!: Table<StreetPackPart, [string, number]>;
  /** Trips' lists: shared ones and this user's personal ones (decision 018). */
  lists!: EntityTable<TripList, 'id'>;
  listItems!: EntityTable<ListItem, 'id'>;
  /** This user's list templates: theirs, not a trip's (decision 021). */
  listTemplates!: EntityTable<ListTemplate, 'id'>;

  constructor(userId: string, name = `wayfarer-${userId}`) {
    super(name);
    this.userId = userId;
    // Another tab erasing this traveller's copy (erase-device-copy.ts) deletes the database:
    // close for good here, so a late live query or sync in this tab fails instead of reopening
    // it, which would recreate it empty. An upgrade by a newer app keeps Dexie's own handling.
    this.on('versionchange', (event) => {
      if (event.newVersion !== null) return;
      this.close();
      return false;
    });
    // Numbered versions: a later change adds version(2) with an upgrade(), never edits this one.
    this.version(1).stores(STORES_V1);
    // A trip's expenses by id, read in slices so a write re-reads only its slice (live-queries.ts).
    this.version(2).stores({ expenses: 'id, tripId, [tripId+id]' });
    // Shared trips: members, and the fields expenses and items gained. Rows stored before have
    // none of them: they are filled in as a solo trip's (nobody to split with, added by the
    // owner, who is this user), and the cursor is forgotten so the next pull is a snapshot that
    // brings the server's values.
    this.version(3)
      .stores({ members: '[tripId+userId], tripId' })
      .upgrade(async (tx) => {
        await tx
          .table<Expense>('expenses')
          .toCollection()
          .modify((e) => {
            e.createdBy ??= userId;
            e.paidBy ??= null;
            e.split ??= null;
            e.kind ??= 'expense';
          });
        await tx
          .table<ItineraryItem>('itineraryItems')
          .toCollection()
          .modify((i) => {
            i.createdBy ??= userId;
          });
        await tx.table('meta').delete('cursor');
      });
    // Currencies and bookings: every trip and expense stored before was in US dollars (the only
    // currency there was), and items had no end time or confirmation number. Filled in so the
    // screen can read them at once; the server's migration stores the same values.
    this.version(4).upgrade(async (tx) => {
      await tx
        .table<Trip>('trips')
        .toCollection()
        .modify((t) => {
          t.currency ??= DEFAULT_CURRENCY;
        });
      await tx
        .table<Expense>('expenses')
        .toCollection()
        .modify((e) => {
          e.currency ??= DEFAULT_CURRENCY;
          e.rate ??= null;
          e.rateDate ??= null;
          e.rateSource ??= null;
        });
      await tx
        .table<ItineraryItem>('itineraryItems')
        .toCollection()
        .modify((i) => {
          i.endTime ??= null;
          i.reference ??= null;
        });
    });
    // Trip documents (decision 009): their synced metadata, their bytes kept on this device, the
    // uploads still owed to the server and the trips kept 'Available offline'. Trips gained a
    // cover, none until someone chooses a photo.
    this.version(5)
      .stores({
        documents: 'id, tripId, sha256',
        documentBlobs: 'id',
        uploads: 'id',
        offlineTrips: 'tripId',
      })
      .upgrade(async (tx) => {
        await tx
          .table<Trip>('trips')
          .toCollection()
          .modify((t) => {
            t.coverDocumentId ??= null;
          });
      });
    // Items gained the zones of their times (a flight's airports); none before, which reads as
    // the trip's zone, as on the server.
    this.version(6).upgrade(async (tx) => {
      await tx
        .table<ItineraryItem>('itineraryItems')
        .toCollection()
        .modify((i) => {
          i.timeZone ??= null;
          i.endTimeZone ??= null;
        });
    });
    // Trips a pull dropped, to say so on their screen (lost-trips.ts).
    this.version(7).stores({ lostTrips: 'tripId' });
    // Places and stops: items gained a place (none before) and trips their further stops. An
    // older app on this device dropped both from what it pulled (it did not know them) and moved
    // its cursor on, so the cursor is forgotten: the next pull is a snapshot that brings them.
    this.version(8)
      .stores({ stops: 'id, tripId' })
      .upgrade(async (tx) => {
        await tx
          .table<ItineraryItem>('itineraryItems')
          .toCollection()
          .modify((i) => {
            i.place ??= null;
          });
        await tx.table('meta').delete('cursor');
      });
    // Items gained the place they arrive at (a flight, train or bus; none before). An older app
    // on this device dropped it from what it pulled (it did not know it) and moved its cursor
    // on, so the cursor is forgotten: the next pull is a snapshot that brings it.
    this.version(9).upgrade(async (tx) => {
      await tx
        .table<ItineraryItem>('itineraryItems')
        .toCollection()
        .modify((i) => {
          i.endPlace ??= null;
        });
      await tx.table('meta').delete('cursor');
    });
    // Street packs: the streets around a trip's places kept on this device (decision 012).
    this.version(10).stores({
      streetPacks: 'tripId',
      streetPackParts: '[tripId+offset], tripId',
    });
    // Lists on a trip and their items (decision 018). An older app on this device dropped them
    // from what it pulled and moved its cursor on, so the cursor is forgotten.
    this.version(11)
      .stores({ lists: 'id, tripId', listItems: 'id, listId, tripId' })
      .upgrade(async (tx) => {
        await tx.table('meta').delete('cursor');
      });
    // The user's list templates (decision 021); the cursor is forgotten, as for lists.
    this.version(12)
      .stores({ listTemplates: 'id' })
      .upgrade(async (tx) => {
        await tx.table('meta').delete('cursor');
      });
  }

  /** Every table a local mutation may touch, for `db.transaction('rw', ...)`. */
  get mutationTables() {
    return [
      this.trips,
      this.itineraryItems,
      this.expenses,
      this.members,
      this.documents,
      this.stops,
      this.lists,
      this.listItems,
      this.listTemplates,
      // A deleted document (or trip) takes its bytes and its pending upload along.
      this.documentBlobs,
      this.uploads,
      // A deleted (or left) trip takes its street pack along.
      this.streetPacks,
      this.streetPackParts,
      this.outbox,
    ];
  }
}

/** One IndexedDB database per user, so two people sharing a device never see each other's data. */
export function openUserDb(userId: string): AppDb {
  return new AppDb(userId);
}
