import type { TripDocument } from '../schemas/document';
import type { Expense, UpdateExpense } from '../schemas/expense';
import type { ItineraryItem, UpdateItineraryItem } from '../schemas/itinerary-item';
import type { Trip, UpdateTrip } from '../schemas/trip';
import type { ListItem, TripList, UpdateListItem, UpdateTripList } from '../schemas/trip-list';
import type { TripStop, UpdateTripStop } from '../schemas/trip-stop';
import { DEFAULT_CURRENCY } from '../money/currencies';
import type { MutationArgs } from './mutations';

/*
 * What a create makes and what a patch writes, defined once for the device and the server
 * (decision 011). Each side adds only what it alone knows: the server its version, the session's
 * user and its clock; the device its own guess at those until the server's copy replaces it.
 * Everything a traveller could see differ between the two (a default, a blank text, a rate
 * without its day) is decided here.
 */

/** Optional texts left blank are no text: stored as null on both sides (SPEC 5 omits them). */
export function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** When a row was made and by whom: the server's clock and session, or the device's guess. */
export interface Made {
  at: string;
  by: string | null;
}

export function buildTrip(args: MutationArgs<'createTrip'>, made: Made & { by: string }): Trip {
  return {
    id: args.id,
    userId: made.by,
    destinationId: args.destinationId,
    title: args.title,
    startDate: args.startDate,
    endDate: args.endDate,
    notes: blankToNull(args.notes),
    budget: args.budget ?? null,
    // Creates queued before currencies existed carry none: they were in US dollars.
    currency: args.currency ?? DEFAULT_CURRENCY,
    coverDocumentId: null,
    dayNotes: {},
    createdAt: made.at,
    updatedAt: made.at,
  };
}

/** `homeCurrency`: the trip's; a change queued before currencies was typed in it. */
export function buildExpense(
  args: MutationArgs<'addExpense'>,
  made: Made,
  homeCurrency: string,
): Expense {
  return {
    id: args.id,
    tripId: args.tripId,
    category: args.category,
    amount: args.amount,
    currency: args.currency ?? homeCurrency,
    rate: args.rate ?? null,
    rateDate: args.rateDate ?? null,
    rateSource: args.rateSource ?? null,
    date: args.date,
    description: args.description,
    createdAt: made.at,
    createdBy: made.by,
    paidBy: args.paidBy ?? null,
    split: args.split ?? null,
    kind: args.kind ?? 'expense',
  };
}

export function buildItineraryItem(
  args: MutationArgs<'addItineraryItem'>,
  made: Made,
): ItineraryItem {
  return {
    id: args.id,
    tripId: args.tripId,
    day: args.day,
    time: blankToNull(args.time),
    endTime: blankToNull(args.endTime),
    timeZone: blankToNull(args.timeZone),
    endTimeZone: blankToNull(args.endTimeZone),
    reference: blankToNull(args.reference),
    title: args.title,
    description: blankToNull(args.description),
    location: blankToNull(args.location),
    place: args.place ?? null,
    endPlace: args.endPlace ?? null,
    type: args.type,
    createdAt: made.at,
    createdBy: made.by,
    position: args.position ?? 0,
  };
}

export function buildTripStop(args: MutationArgs<'addStop'>, made: Made): TripStop {
  return {
    id: args.id,
    tripId: args.tripId,
    place: args.place,
    startDate: args.startDate,
    endDate: args.endDate,
    position: args.position ?? 0,
    createdAt: made.at,
    createdBy: made.by,
  };
}

/** A list: its maker owns it (the server's session user; the device's own user until then). */
export function buildTripList(
  args: MutationArgs<'addList'>,
  made: Made & { by: string },
): TripList {
  return {
    id: args.id,
    tripId: args.tripId,
    kind: args.kind,
    title: args.title,
    visibility: args.visibility,
    ownerId: made.by,
    position: args.position ?? 0,
    createdAt: made.at,
  };
}

/** An item starts unticked unless added ticked; absent optional fields are null. */
export function buildListItem(
  args: MutationArgs<'addListItem'>,
  made: Made & { tripId: string },
): ListItem {
  return {
    id: args.id,
    listId: args.listId,
    tripId: made.tripId,
    text: args.text,
    quantity: args.quantity ?? null,
    category: args.category ?? null,
    assigneeId: args.assigneeId ?? null,
    dueDate: args.dueDate ?? null,
    ...listItemLink(args),
    checked: args.checked ?? false,
    position: args.position ?? 0,
    createdAt: made.at,
    createdBy: made.by,
  };
}

/** The fields a list patch writes, as given. */
export function normaliseListPatch(patch: UpdateTripList): UpdateTripList {
  return { ...patch };
}

/**
 * The fields an item patch writes, as given: null clears an optional field. The link travels as
 * one group (decision 018): a patch naming a day or an activity writes both, the other cleared,
 * so two phones linking the same item differently offline never leave it with both.
 */
export function normaliseListItemPatch(patch: UpdateListItem): UpdateListItem {
  if (patch.day === undefined && patch.itineraryItemId === undefined) return { ...patch };
  return { ...patch, ...listItemLink(patch) };
}

/** An item's link as stored: a day, or an activity, or neither (both given is a rule's refusal). */
export function listItemLink(fields: Pick<UpdateListItem, 'day' | 'itineraryItemId'>): {
  day: number | null;
  itineraryItemId: string | null;
} {
  return { day: fields.day ?? null, itineraryItemId: fields.itineraryItemId ?? null };
}

/**
 * `uploaded` always starts false: a digest proves nothing about having the file, so the bytes
 * must be sent and checked for every document (decision 009).
 */
export function buildDocument(args: MutationArgs<'addDocument'>, made: Made): TripDocument {
  return {
    id: args.id,
    tripId: args.tripId,
    itemId: args.itemId ?? null,
    expenseId: args.expenseId ?? null,
    name: args.name,
    kind: args.kind,
    mediaType: args.mediaType,
    size: args.size,
    sha256: args.sha256,
    createdAt: made.at,
    createdBy: made.by,
    uploaded: false,
  };
}

/** Each key present in the patch, with blank texts among `keys` turned into null. */
function blanksToNull<P extends object>(patch: P, keys: readonly (keyof P)[]): P {
  const out = { ...patch };
  for (const key of keys) {
    if (out[key] !== undefined) out[key] = blankToNull(out[key] as string | null) as P[keyof P];
  }
  return out;
}

/** The fields a trip patch writes: blank notes are no notes. */
export function normaliseTripPatch(patch: UpdateTrip): UpdateTrip {
  return blanksToNull(patch, ['notes']);
}

const ITEM_TEXTS = [
  'time',
  'endTime',
  'timeZone',
  'endTimeZone',
  'reference',
  'description',
  'location',
] as const satisfies readonly (keyof UpdateItineraryItem)[];

/**
 * The fields an item patch writes: blank optional texts are cleared. A place or an arrival place
 * is written whole (null clears it): the schema gave it every field, defaults included.
 */
export function normaliseItemPatch(patch: UpdateItineraryItem): UpdateItineraryItem {
  return blanksToNull(patch, ITEM_TEXTS);
}

/** The fields a stop patch writes: each one given, as given (a place whole). */
export function normaliseStopPatch(patch: UpdateTripStop): UpdateTripStop {
  return { ...patch };
}

/**
 * The fields an expense patch writes. A rate, the day of the table it came from and its source
 * travel as one group: a new rate without a day is a rate typed by hand (no day, no source
 * unless given), and a day or source without a rate changes nothing, as it would describe a rate
 * that is not there.
 */
export function normaliseExpensePatch(patch: UpdateExpense): UpdateExpense {
  const { rate, rateDate, rateSource, ...rest } = patch;
  if (rate === undefined) return rest;
  return { ...rest, rate, rateDate: rateDate ?? null, rateSource: rateSource ?? null };
}
