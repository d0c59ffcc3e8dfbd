import type { TripDestination } from '@shared/schemas/destination';
import type { TripDocument } from '@shared/schemas/document';
import type { Expense } from '@shared/schemas/expense';
import type { ExpenseSplit } from '@shared/schemas/expense-split';
import type { TripMember, TripRole } from '@shared/schemas/trip-member';
import type { DocumentRow } from '../../db/document-statements';
import type { MemberWithUser } from '../../db/statements';
import type { EmbeddedDestinationColumns } from '../../db/trip-read-statements';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import type { TripStop } from '@shared/schemas/trip-stop';
import type { TripStopRow } from '../../db/stop-statements';
import type { Trip } from '@shared/schemas/trip';
import type { DayNotes } from '@shared/schemas/day-note';
import type { destinations, expenses, itineraryItems, trips } from '../../db/schema';
import { timeZoneOf } from '../destinations/catalog/time-zones';

/*
 * Rows become the shared entity shapes field by field (dropping the server-only `version`).
 * They are not re-parsed: every value was parsed with the shared schema on its way in, and a
 * full snapshot can hold tens of thousands of rows.
 */

export function toTrip(row: typeof trips.$inferSelect): Trip {
  return {
    id: row.id,
    userId: row.userId,
    destinationId: row.destinationId,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    notes: row.notes,
    budget: row.budget,
    currency: row.currency,
    coverDocumentId: row.coverDocumentId,
    // Written only from parsed mutations (setDayNote), so not parsed again.
    dayNotes: JSON.parse(row.dayNotes) as DayNotes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toExpense(row: typeof expenses.$inferSelect): Expense {
  return {
    id: row.id,
    tripId: row.tripId,
    // Written only through insertExpenseSchema, so the text is one of the categories.
    category: row.category as Expense['category'],
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    rateDate: row.rateDate,
    // Written only from rateSourceSchema's values.
    rateSource: row.rateSource as Expense['rateSource'],
    date: row.date,
    description: row.description,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    paidBy: row.paidBy,
    // Written only as JSON of a split parsed with expenseSplitSchema.
    split: row.split === null ? null : (JSON.parse(row.split) as ExpenseSplit),
    kind: row.kind === 'settlement' ? 'settlement' : 'expense',
  };
}

export function toDocument(row: DocumentRow): TripDocument {
  return {
    id: row.id,
    tripId: row.tripId,
    itemId: row.itemId,
    expenseId: row.expenseId,
    name: row.name,
    // Written only through addDocumentArgsSchema and updateDocumentSchema.
    kind: row.kind as TripDocument['kind'],
    mediaType: row.mediaType as TripDocument['mediaType'],
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    uploaded: row.uploaded === 1,
  };
}

export function toMember(row: MemberWithUser): TripMember {
  return {
    tripId: row.tripId,
    userId: row.userId,
    username: row.username,
    name: row.firstName?.trim() || row.username,
    // Written only from tripRoleSchema's values.
    role: row.role as TripRole,
    active: row.status === 'active',
    joinedAt: row.joinedAt,
  };
}

export function toItineraryItem(row: typeof itineraryItems.$inferSelect): ItineraryItem {
  return {
    id: row.id,
    tripId: row.tripId,
    day: row.day,
    time: row.time,
    endTime: row.endTime,
    timeZone: row.timeZone,
    endTimeZone: row.endTimeZone,
    reference: row.reference,
    title: row.title,
    description: row.description,
    location: row.location,
    place: row.place === null ? null : readPlace(row.place),
    endPlace: row.endPlace === null ? null : readPlace(row.endPlace),
    // Written only through insertItineraryItemSchema, so the text is one of the types.
    type: row.type as ItineraryItem['type'],
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    position: row.position,
  };
}

/**
 * Written only as JSON of a place parsed with placeSchema, like an expense's split: read back as
 * it was written, not parsed again (a zone some later Intl no longer knows would otherwise fail
 * every pull of the trip, and a snapshot can hold tens of thousands of places).
 */
function readPlace(json: string): Place {
  return JSON.parse(json) as Place;
}

export function toTripStop(row: TripStopRow): TripStop {
  return {
    id: row.id,
    tripId: row.tripId,
    place: readPlace(row.place),
    startDate: row.startDate,
    endDate: row.endDate,
    position: row.position,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

export function toTripDestination(row: typeof destinations.$inferSelect): TripDestination {
  return {
    name: row.name,
    country: row.country,
    imageUrl: row.imageUrl,
    description: row.description,
    climate: row.climate,
    bestMonths: row.bestMonths,
    visaRequirements: row.visaRequirements,
    travelDocuments: row.travelDocuments,
    timeZone: timeZoneOf(row.id, row.latitude, row.longitude),
  };
}

/** The destination a trip read embeds (trip-read-statements.ts), in toTripDestination's key order. */
export function toEmbeddedDestination(row: EmbeddedDestinationColumns): TripDestination | null {
  if (row.destId === null) return null;
  return {
    // Not-null columns of destinations: present whenever the joined row is.
    name: row.destName ?? '',
    country: row.destCountry ?? '',
    imageUrl: row.destImageUrl ?? '',
    description: row.destDescription ?? '',
    climate: row.destClimate,
    bestMonths: row.destBestMonths,
    visaRequirements: row.destVisaRequirements,
    travelDocuments: row.destTravelDocuments,
    timeZone: timeZoneOf(row.destId, row.destLatitude, row.destLongitude),
  };
}
