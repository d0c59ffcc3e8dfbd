import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

/** Timestamps are ISO 8601 instants stored as text; calendar days are `yyyy-MM-dd` text. */
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  /**
   * The username folded for comparison (auth/username-key.ts): two accounts whose names differ
   * only by case cannot both exist. Null only for the later of a pair that already existed when
   * this column came (migration 0009): those accounts keep working, no new one can join them.
   */
  usernameKey: text('username_key').unique(),
  /** bcrypt hash; never leaves the server. */
  password: text('password').notNull(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, so a copy of the database cannot be used to hijack sessions. */
    sid: text('sid').primaryKey(),
    sess: text('sess', { mode: 'json' }).notNull().$type<{ userId: string; createdAt: string }>(),
    /** Epoch milliseconds. */
    expire: integer('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const destinations = sqliteTable('destinations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  category: text('category').notNull(),
  featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
  latitude: text('latitude'),
  longitude: text('longitude'),
  visaRequirements: text('visa_requirements'),
  travelDocuments: text('travel_documents'),
  climate: text('climate'),
  bestMonths: text('best_months'),
  createdAt: createdAt(),
});

export const trips = sqliteTable(
  'trips',
  {
    /** Generated on the device, so trips can be created offline. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinationId: text('destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    notes: text('notes'),
    /** Integer minor units of `currency`. */
    budget: integer('budget'),
    /** The home currency, ISO 4217 (shared/src/schemas/trip.ts); USD for older trips. */
    currency: text('currency').notNull().default('USD'),
    /**
     * One of the trip's documents shown as its cover. No foreign key: documents reference trips,
     * and deleting the document clears this in the same transaction (document-mutators.ts).
     */
    coverDocumentId: text('cover_document_id'),
    /**
     * The notes per day of the plan, a JSON object keyed by the day's number
     * (shared/src/schemas/day-note.ts), written whole by setDayNote one day at a time.
     */
    dayNotes: text('day_notes').notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
    /** Global sync version of the last change (see `sync_meta`); pull sends rows above a cursor. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('trips_user_idx').on(t.userId),
    index('trips_user_version_idx').on(t.userId, t.version),
  ],
);

export const itineraryItems = sqliteTable(
  'itinerary_items',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    time: text('time'),
    /** A flight's arrival, a stay's check-out; and a booking's confirmation number. */
    endTime: text('end_time'),
    /** The IANA zones `time` and `end_time` are local to when not the trip's (a flight's airports). */
    timeZone: text('time_zone'),
    endTimeZone: text('end_time_zone'),
    reference: text('reference'),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    /** Where it happens: JSON of a place parsed with placeSchema (shared/src/schemas/place.ts). */
    place: text('place'),
    /** Where it arrives (a flight, train or bus): JSON of a place, as `place`. */
    endPlace: text('end_place'),
    type: text('type').notNull(),
    createdAt: createdAt(),
    /** Who added it (the session's user; null for rows from before sharing, read as the owner). */
    createdBy: text('created_by'),
    /** The traveller's order within the day (shared/src/domain/item-order.ts); 0 before it. */
    position: real('position').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  // With the version, the trip's newest change is read from the index alone (tripStamp).
  (t) => [index('itinerary_items_trip_version_idx').on(t.tripId, t.version)],
);

export const expenses = sqliteTable(
  'expenses',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Integer minor units of `currency`. */
    amount: integer('amount').notNull(),
    /** ISO 4217; USD for rows from before currencies. The rate to the trip's is frozen. */
    currency: text('currency').notNull().default('USD'),
    rate: real('rate'),
    rateDate: text('rate_date'),
    rateSource: text('rate_source'),
    date: text('date').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    /** On a shared trip: the member who paid, and the split (shared/src/schemas/expense-split.ts). */
    paidBy: text('paid_by'),
    split: text('split'),
    /** 'expense' or 'settlement' (money one member paid another). */
    kind: text('kind').notNull().default('expense'),
    version: integer('version').notNull().default(0),
  },
  // With the version, the trip's newest change is read from the index alone (tripStamp).
  (t) => [index('expenses_trip_version_idx').on(t.tripId, t.version)],
);

/**
 * A trip's further stops (shared/src/schemas/trip-stop.ts): the trip's destination is its first,
 * these are the places after it. Synced like items, tombstoned like them, gone with their trip.
 */
export const tripStops = sqliteTable(
  'trip_stops',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** JSON of a place parsed with placeSchema, as items' `place`. */
    place: text('place').notNull(),
    /** The day one arrives and the day one leaves, `yyyy-MM-dd`, within the trip's. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** The traveller's order among stops starting the same day. */
    position: real('position').notNull().default(0),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    version: integer('version').notNull().default(0),
  },
  // With the version, a trip's stops and its newest change are read from the index alone.
  (t) => [index('trip_stops_trip_version_idx').on(t.tripId, t.version)],
);

/**
 * A list on a trip (decision 018): packing, to-do or checklist. Shared lists go to every member;
 * a personal one only ever to its owner (pull, push answers and the change feed filter it).
 * Kind and visibility never change once made.
 */
export const tripLists = sqliteTable(
  'trip_lists',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** 'packing', 'todo' or 'checklist'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** 'shared' or 'personal'. */
    visibility: text('visibility').notNull(),
    /** Who made it: the session's user, never what a device claimed. */
    ownerId: text('owner_id').notNull(),
    position: real('position').notNull().default(0),
    createdAt: createdAt(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('trip_lists_trip_version_idx').on(t.tripId, t.version)],
);

/** An item of a list; its trip is kept on the row, as the list's, for pull and the cascades. */
export const listItems = sqliteTable(
  'list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => tripLists.id, { onDelete: 'cascade' }),
    tripId: text('trip_id').notNull(),
    text: text('text').notNull(),
    quantity: integer('quantity'),
    /** A packing category (shared/src/schemas/trip-list.ts), or null. */
    category: text('category'),
    /** A member of the trip when assigned. */
    assigneeId: text('assignee_id'),
    dueDate: text('due_date'),
    /** A 1-based day of the trip, or null; never set with itineraryItemId (decision 018). */
    day: integer('day'),
    /** An itinerary item of the same trip; cleared when it is deleted. */
    itineraryItemId: text('itinerary_item_id'),
    /** 0 or 1, like a document's `uploaded`. */
    checked: integer('checked').notNull().default(0),
    position: real('position').notNull().default(0),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('list_items_trip_version_idx').on(t.tripId, t.version),
    index('list_items_list_idx').on(t.listId),
  ],
);

/**
 * A trip document's metadata (decision 009): synced like an expense. Its bytes live in the blob
 * store under `sha256`, shared by every document with the same digest; `uploaded` says the
 * server holds them, checked against the digest and the declared type.
 */
export const documents = sqliteTable(
  'documents',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /**
     * What it is attached to on the trip, if anything. Deleting the item or expense leaves the
     * document on the trip: the mutators clear these with a new version so devices hear of it;
     * `set null` is the database's own guarantee.
     */
    itemId: text('item_id').references(() => itineraryItems.id, { onDelete: 'set null' }),
    expenseId: text('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    /** Bytes; the quota sums it over the documents a user created. */
    size: integer('size').notNull(),
    /** Lower-case hex SHA-256 of the bytes: their address in the blob store. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    uploaded: integer('uploaded').notNull().default(0),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('documents_trip_idx').on(t.tripId),
    index('documents_sha256_idx').on(t.sha256),
    index('documents_created_by_idx').on(t.createdBy),
    index('documents_item_idx').on(t.itemId),
    index('documents_expense_idx').on(t.expenseId),
  ],
);

export const flightBookings = sqliteTable('flight_bookings', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bookingReference: text('booking_reference').notNull().unique(),
  flightData: text('flight_data', { mode: 'json' }).notNull(),
  totalPrice: real('total_price').notNull(),
  status: text('status').notNull().default('pending'),
  paymentIntentId: text('payment_intent_id'),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

export const passengers = sqliteTable('passengers', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id')
    .notNull()
    .references(() => flightBookings.id, { onDelete: 'cascade' }),
  passengerType: text('passenger_type').notNull(),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: text('date_of_birth'),
  email: text('email'),
  phone: text('phone'),
  passportNumber: text('passport_number'),
  passportExpiry: text('passport_expiry'),
  passportCountry: text('passport_country'),
  seatNumber: text('seat_number'),
  seatPreference: text('seat_preference'),
  createdAt: createdAt(),
});

/**
 * Server-wide sync counters by key: `version` (the last global version handed out; every change
 * to a synced row takes the next one) and `tombstone_horizon` (tombstones below it may have been
 * purged, so older cursors must take a full snapshot).
 */
export const syncMeta = sqliteTable('sync_meta', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});

/** A deleted synced row, kept so that devices that last pulled before the delete learn of it. */
export const tombstones = sqliteTable(
  'tombstones',
  {
    /**
     * The sync table name of shared/src/sync/messages.ts (trips, itineraryItems, expenses,
     * documents), or of a table added later (stops).
     */
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    /** Who deleted it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The trip it belonged to (the trip itself for a trip): pull sends a tombstone to the trip's
     * members. Null for tombstones written before trips were shared (devices behind them reset).
     */
    tripId: text('trip_id'),
    version: integer('version').notNull(),
    /**
     * Only this user receives it: the tombstone of a personal list or of its item (decision
     * 018). Null: every member of the trip.
     */
    onlyFor: text('only_for'),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.rowId] }),
    index('tombstones_user_version_idx').on(t.userId, t.version),
    index('tombstones_trip_version_idx').on(t.tripId, t.version),
  ],
);

/**
 * Who is on which trip, with which role (owner, editor, viewer). A row is never deleted while its
 * trip lives: leaving, removal and the trip's deletion set `status`, so pull can tell the former
 * member to drop the trip, and their name still labels what they added. No foreign key to trips:
 * the row outlives a deleted trip for exactly that reason.
 */
export const tripMembers = sqliteTable(
  'trip_members',
  {
    tripId: text('trip_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** 'active', or why not: 'removed' (by the owner), 'left', 'deleted' (the trip). */
    status: text('status').notNull(),
    joinedAt: text('joined_at').notNull(),
    /** The version at which they (last) joined: a pull from before it gets the whole trip. */
    joinedVersion: integer('joined_version').notNull(),
    /** The version of the row's last change (role, status), for pull like every synced row. */
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index('trip_members_user_idx').on(t.userId, t.status),
  ],
);

/** One row per device database: who owns it and the last of its mutations the server processed. */
export const syncClients = sqliteTable('sync_clients', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMutationId: integer('last_mutation_id').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

/** Mutations that can never apply, with the reason, so the device can show them to the user. */
export const syncRejections = sqliteTable(
  'sync_rejections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.id, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id').notNull(),
    name: text('name').notNull(),
    args: text('args', { mode: 'json' }).$type<unknown>(),
    reason: text('reason').notNull(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sync_rejections_client_mutation_idx').on(t.clientId, t.mutationId),
    index('sync_rejections_client_version_idx').on(t.clientId, t.version),
  ],
);

/**
 * The current invite link of a trip for a role. Only the SHA-256 of the code is stored, as for
 * sessions, so a copy of the database does not hand out trips. A new link for the same role
 * replaces the row, which retires the old code.
 */
export const tripInvites = sqliteTable(
  'trip_invites',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    codeDigest: text('code_digest').notNull().unique(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.role] })],
);

/**
 * An invitation by username that its traveller has not answered yet (decision 005, revision of
 * 2026-11-26). Only pending ones are kept: joining makes the membership and declining drops the
 * row, and so does deleting the trip (the foreign key). Nothing of the trip reaches the invitee
 * through it but the title and the inviter's name.
 */
export const tripInvitations = sqliteTable(
  'trip_invitations',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** The invited traveller. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role they get on joining: editor or viewer. */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index('trip_invitations_user_idx').on(t.userId),
  ],
);

/**
 * A traveller's list template (decision 021): theirs, not a trip's, pulled by its owner alone.
 * Saved whole and never edited, so its items are one JSON text (shared/src/schemas/list-template.ts).
 */
export const listTemplates = sqliteTable(
  'list_templates',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'packing', 'todo' or 'checklist'. */
    kind: text('kind').notNull(),
    /** The items' text, quantity and category, as a JSON array. */
    items: text('items').notNull(),
    createdAt: createdAt(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('list_templates_owner_version_idx').on(t.ownerId, t.version)],
);
