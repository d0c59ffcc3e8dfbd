import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The PostgreSQL declaration of the tables in schema.ts, which is authoritative and explains the
 * columns; schema-parity.test.ts keeps the two in step. SQLite integers are `bigint` here
 * (versions pass 2^31 after a restore's jump; epoch milliseconds), except `featured`, a boolean;
 * JSON is stored as text on both engines.
 */

/** Same ISO 8601 text as SQLite's `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`: UTC, milliseconds. */
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const int = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  usernameKey: text('username_key').unique(),
  password: text('password').notNull(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: text('sess').notNull(),
    /** Epoch milliseconds. */
    expire: int('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const destinations = pgTable('destinations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  category: text('category').notNull(),
  featured: boolean('featured').notNull().default(false),
  latitude: text('latitude'),
  longitude: text('longitude'),
  visaRequirements: text('visa_requirements'),
  travelDocuments: text('travel_documents'),
  climate: text('climate'),
  bestMonths: text('best_months'),
  createdAt: createdAt(),
});

export const trips = pgTable(
  'trips',
  {
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
    budget: int('budget'),
    currency: text('currency').notNull().default('USD'),
    /** No foreign key, as in schema.ts. */
    coverDocumentId: text('cover_document_id'),
    /**
     * The notes per day of the plan, a JSON object keyed by the day's number
     * (shared/src/schemas/day-note.ts), written whole by setDayNote one day at a time.
     */
    dayNotes: text('day_notes').notNull().default('{}'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
    version: int('version').notNull().default(0),
  },
  (t) => [
    index('trips_user_idx').on(t.userId),
    index('trips_user_version_idx').on(t.userId, t.version),
  ],
);

export const itineraryItems = pgTable(
  'itinerary_items',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    day: int('day').notNull(),
    time: text('time'),
    endTime: text('end_time'),
    /** The IANA zones `time` and `end_time` are local to when not the trip's (a flight's airports). */
    timeZone: text('time_zone'),
    endTimeZone: text('end_time_zone'),
    reference: text('reference'),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    /** JSON text, as expenses' `split`. */
    place: text('place'),
    /** JSON text, as `place`. */
    endPlace: text('end_place'),
    type: text('type').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    position: doublePrecision('position').notNull().default(0),
    version: int('version').notNull().default(0),
  },
  // With the version, the trip's newest change is read from the index alone (tripStamp).
  (t) => [index('itinerary_items_trip_version_idx').on(t.tripId, t.version)],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** JSON text, as items' `place`. */
    place: text('place').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    position: doublePrecision('position').notNull().default(0),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    version: int('version').notNull().default(0),
  },
  (t) => [index('trip_stops_trip_version_idx').on(t.tripId, t.version)],
);

export const tripLists = pgTable(
  'trip_lists',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    visibility: text('visibility').notNull(),
    ownerId: text('owner_id').notNull(),
    position: doublePrecision('position').notNull().default(0),
    createdAt: createdAt(),
    version: int('version').notNull().default(0),
  },
  (t) => [index('trip_lists_trip_version_idx').on(t.tripId, t.version)],
);

export const listItems = pgTable(
  'list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => tripLists.id, { onDelete: 'cascade' }),
    tripId: text('trip_id').notNull(),
    text: text('text').notNull(),
    quantity: int('quantity'),
    category: text('category'),
    assigneeId: text('assignee_id'),
    dueDate: text('due_date'),
    day: int('day'),
    itineraryItemId: text('itinerary_item_id'),
    checked: int('checked').notNull().default(0),
    position: doublePrecision('position').notNull().default(0),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    version: int('version').notNull().default(0),
  },
  (t) => [
    index('list_items_trip_version_idx').on(t.tripId, t.version),
    index('list_items_list_idx').on(t.listId),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Integer minor units of `currency`. */
    amount: int('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    rate: doublePrecision('rate'),
    rateDate: text('rate_date'),
    rateSource: text('rate_source'),
    date: text('date').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    paidBy: text('paid_by'),
    split: text('split'),
    kind: text('kind').notNull().default('expense'),
    version: int('version').notNull().default(0),
  },
  // With the version, the trip's newest change is read from the index alone (tripStamp).
  (t) => [index('expenses_trip_version_idx').on(t.tripId, t.version)],
);

export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => itineraryItems.id, { onDelete: 'set null' }),
    expenseId: text('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    /** Bytes. */
    size: int('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    /** 0 or 1, an integer as in schema.ts. */
    uploaded: int('uploaded').notNull().default(0),
    version: int('version').notNull().default(0),
  },
  (t) => [
    index('documents_trip_idx').on(t.tripId),
    index('documents_sha256_idx').on(t.sha256),
    index('documents_created_by_idx').on(t.createdBy),
    index('documents_item_idx').on(t.itemId),
    index('documents_expense_idx').on(t.expenseId),
  ],
);

export const flightBookings = pgTable('flight_bookings', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bookingReference: text('booking_reference').notNull().unique(),
  flightData: text('flight_data').notNull(),
  totalPrice: doublePrecision('total_price').notNull(),
  status: text('status').notNull().default('pending'),
  paymentIntentId: text('payment_intent_id'),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

export const passengers = pgTable('passengers', {
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

/** Keys `version` and `tombstone_horizon` (ENSURE_COUNTERS in meta-statements.ts seeds them). */
export const syncMeta = pgTable('sync_meta', {
  key: text('key').primaryKey(),
  value: int('value').notNull(),
});

export const tombstones = pgTable(
  'tombstones',
  {
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripId: text('trip_id'),
    version: int('version').notNull(),
    onlyFor: text('only_for'),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.rowId] }),
    index('tombstones_user_version_idx').on(t.userId, t.version),
    index('tombstones_trip_version_idx').on(t.tripId, t.version),
  ],
);

/** No foreign key to trips, as in schema.ts: the row outlives a deleted trip. */
export const tripMembers = pgTable(
  'trip_members',
  {
    tripId: text('trip_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull(),
    joinedAt: text('joined_at').notNull(),
    joinedVersion: int('joined_version').notNull(),
    version: int('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index('trip_members_user_idx').on(t.userId, t.status),
  ],
);

export const syncClients = pgTable('sync_clients', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMutationId: int('last_mutation_id').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

export const syncRejections = pgTable(
  'sync_rejections',
  {
    id: int('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.id, { onDelete: 'cascade' }),
    mutationId: int('mutation_id').notNull(),
    name: text('name').notNull(),
    args: text('args'),
    reason: text('reason').notNull(),
    version: int('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sync_rejections_client_mutation_idx').on(t.clientId, t.mutationId),
    index('sync_rejections_client_version_idx').on(t.clientId, t.version),
  ],
);

export const tripInvites = pgTable(
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

export const tripInvitations = pgTable(
  'trip_invitations',
  {
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index('trip_invitations_user_idx').on(t.userId),
  ],
);

export const listTemplates = pgTable(
  'list_templates',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    items: text('items').notNull(),
    createdAt: createdAt(),
    version: int('version').notNull().default(0),
  },
  (t) => [index('list_templates_owner_version_idx').on(t.ownerId, t.version)],
);
