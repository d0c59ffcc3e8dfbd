import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Timestamps are ISO 8601 instants stored as text; calendar days are `yyyy-MM-dd` text. */
const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
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
    /** Integer cents. */
    budget: integer('budget'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('trips_user_idx').on(t.userId)],
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
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('itinerary_items_trip_idx').on(t.tripId)],
);

export const expenses = sqliteTable(
  'expenses',
  {
    id: text('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Integer cents. */
    amount: integer('amount').notNull(),
    date: text('date').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('expenses_trip_idx').on(t.tripId)],
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
