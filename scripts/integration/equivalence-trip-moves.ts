import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import { placeSchema, type Place } from '@shared/schemas/place';
import type { Trip } from '@shared/schemas/trip';
import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import { seededUuid } from './convergence-model';
import { DESTINATIONS, randomPlace } from './convergence-steps';
import { chance, pick, someText, type Random } from './equivalence-random';

/*
 * The equivalence test's main source: each step, one change to a trip or its rows (the trip
 * itself, expenses, activities, documents, stops), or a new trip.
 */

/**
 * A stop's days on a trip of 1-6 May 2026: mostly within it and in order; one time in four a
 * day before or after it, or the two days swapped, which both sides refuse.
 */
function someStopDays(random: Random): { startDate: string; endDate: string } {
  const may = (day: number) => `2026-05-${String(day).padStart(2, '0')}`;
  const a = 1 + Math.floor(random() * 6);
  const b = a + Math.floor(random() * (7 - a));
  return (
    pick(random, [
      { startDate: may(a), endDate: may(b) },
      { startDate: may(a), endDate: may(b) },
      { startDate: may(a), endDate: may(b) },
      chance(random, 0.5)
        ? { startDate: '2026-04-30', endDate: may(b) }
        : { startDate: may(a), endDate: may(7) },
    ]) ?? { startDate: may(b), endDate: may(a) }
  );
}

/** A place as the schema makes it: the optional fields left out come back as nulls. */
function somePlace(random: Random, name: string): Place {
  return placeSchema.parse(randomPlace(random, name));
}

/** The trip a step acts on, and its activities as the device holds them before the step. */
export interface DrawnTrip {
  trip: Trip;
  items: ItineraryItem[];
}

/**
 * Draws the step's main change: a new trip (`created`), or a change to a trip the device holds.
 * `arrivals` draws only where items arrive (`endPlace`), apart from `random`: the sequences the
 * seeds make of every other change stay as they were before items had one.
 */
export async function drawTripChange(
  db: AppDb,
  random: Random,
  arrivals: Random,
): Promise<{ created: Mutation } | (DrawnTrip & { main: Mutation | undefined })> {
  const trip = pick(random, await db.trips.toArray());
  const id = seededUuid(random);
  if (!trip || chance(random, 0.06)) {
    return {
      created: {
        name: 'createTrip',
        args: {
          id,
          destinationId: pick(random, DESTINATIONS) ?? 'kyoto',
          title: `Trip ${id.slice(0, 4)}`,
          startDate: '2026-05-01',
          endDate: '2026-05-06',
          ...(chance(random, 0.5) ? { notes: someText(random, 'Pack light') } : {}),
          ...(chance(random, 0.5) ? { budget: Math.floor(random() * 100_000) } : {}),
          ...(chance(random, 0.7) ? { currency: pick(random, ['EUR', 'JPY', 'USD']) } : {}),
        },
      },
    };
  }
  const tripId = trip.id;
  const items = await db.itineraryItems.where('tripId').equals(tripId).toArray();
  const expenses = await db.expenses.where('tripId').equals(tripId).toArray();
  const documents = await db.documents.where('tripId').equals(tripId).toArray();
  const stops = await db.stops.where('tripId').equals(tripId).toArray();
  const stop = pick(random, stops);
  const item = pick(random, items);
  const expense = pick(random, expenses);
  const document = pick(random, documents);
  const anyDocument = pick(random, await db.documents.toArray());
  // Edits of items and stops weigh twice: they need a row to act on, which other moves
  // (deletes, a new trip) keep taking away.
  const editItem = (): Mutation | undefined =>
    item && {
      name: 'updateItineraryItem',
      args: {
        id: item.id,
        patch: {
          // A place replaces the whole place; null clears it. Half the edits of an item at a
          // place clear it, so a short run sees both.
          ...(item.place && chance(random, 0.5)
            ? { place: null }
            : (pick(random, [
                { location: someText(random, 'Harbour') ?? null },
                { time: someText(random, '10:30') ?? null, day: 1 + Math.floor(random() * 5) },
                { description: someText(random, 'Closed Mondays') ?? null },
                { reference: null, endTime: someText(random, '12:00') ?? null },
                { place: somePlace(random, 'Pier') },
              ]) ?? {})),
          // So is the place it arrives at, along with the rest; null clears it.
          ...(chance(arrivals, 0.5)
            ? { endPlace: chance(arrivals, 0.5) ? null : somePlace(arrivals, 'Quay') }
            : {}),
        },
      },
    };
  const editStop = (): Mutation | undefined =>
    stop && {
      name: 'updateStop',
      args: {
        id: stop.id,
        patch:
          pick(random, [
            someStopDays(random),
            // Alone, either day may cross the other: refused on both sides.
            { endDate: someStopDays(random).startDate },
            { startDate: someStopDays(random).endDate },
            { place: somePlace(random, `Moved ${id.slice(0, 4)}`) },
            { position: random() * 3 },
          ]) ?? {},
        label: stop.place.name,
      },
    };
  const moves: Array<() => Mutation | undefined> = [
    () => ({
      name: 'updateTrip',
      args: {
        id: tripId,
        patch: pick(random, [
          { notes: someText(random, 'Museums first') ?? null },
          { title: `Renamed ${id.slice(0, 4)}` },
          { budget: chance(random, 0.5) ? null : Math.floor(random() * 100_000) },
          // Refused on the device once there are expenses, as on the server.
          { currency: pick(random, ['EUR', 'GBP', 'USD']) ?? 'EUR' },
          // Any trip's document: another trip's is refused on both sides.
          { coverDocumentId: chance(random, 0.2) ? null : (anyDocument?.id ?? null) },
          // New dates that cut a stop off are refused on both sides; others are taken.
          { endDate: someStopDays(random).endDate },
        ]) ?? { title: 'x' },
      },
    }),
    () => (chance(random, 0.35) ? { name: 'deleteTrip', args: { id: tripId } } : undefined),
    () => {
      const foreign = chance(random, 0.4);
      return {
        name: 'addExpense',
        args: {
          id,
          tripId,
          category: pick(random, EXPENSE_CATEGORIES) ?? 'other',
          amount: 1 + Math.floor(random() * 50_000),
          ...(foreign
            ? {
                currency: trip.currency === 'CHF' ? 'SEK' : 'CHF',
                rate: 0.5 + random(),
                rateDate: '2026-05-01',
                rateSource: 'reference' as const,
              }
            : { currency: trip.currency }),
          date: '2026-05-02',
          description: someText(random, 'Lunch') ?? '',
        },
      };
    },
    () =>
      expense && {
        name: 'updateExpense',
        args: {
          id: expense.id,
          patch:
            pick(random, [
              { description: someText(random, 'Dinner') ?? '' },
              { amount: 1 + Math.floor(random() * 9_000) },
              // A new rate without its day: the day goes with the old rate.
              ...(expense.rate !== null ? [{ rate: 0.25 + random() }] : []),
            ]) ?? {},
        },
      },
    () => expense && { name: 'deleteExpense', args: { id: expense.id } },
    () => ({
      name: 'addItineraryItem',
      args: {
        id,
        tripId,
        day: 1 + Math.floor(random() * 5),
        type: pick(random, ITINERARY_TYPES) ?? 'activity',
        title: `Visit ${id.slice(0, 4)}`,
        time: someText(random, '09:00'),
        location: someText(random, 'Old town'),
        description: someText(random, 'Bring water'),
        reference: someText(random, 'ABC123'),
        position: Math.floor(random() * 10),
        ...(chance(random, 0.5) ? { place: somePlace(random, `Spot ${id.slice(0, 4)}`) } : {}),
        ...(chance(arrivals, 0.4)
          ? { endPlace: somePlace(arrivals, `Arrive ${id.slice(0, 4)}`) }
          : {}),
      },
    }),
    editItem,
    () => item && { name: 'deleteItineraryItem', args: { id: item.id } },
    () => ({
      name: 'addDocument',
      args: {
        id,
        tripId,
        ...(item && chance(random, 0.4) ? { itemId: item.id } : {}),
        ...(expense && chance(random, 0.4) ? { expenseId: expense.id } : {}),
        name: `Scan ${id.slice(0, 4)}`,
        kind: 'ticket',
        mediaType: 'image/jpeg',
        size: 1 + Math.floor(random() * 10_000),
        sha256: id.replaceAll('-', '').padEnd(64, '0'),
      },
    }),
    () =>
      document && {
        name: 'updateDocument',
        args: {
          id: document.id,
          patch:
            pick(random, [
              { name: `Renamed ${id.slice(0, 4)}` },
              { itemId: item?.id ?? null },
              { expenseId: expense?.id ?? null },
            ]) ?? {},
        },
      },
    () => document && { name: 'deleteDocument', args: { id: document.id } },
    // Stops on a trip of 1-6 May: their days now and then outside it, or out of order, which
    // both sides refuse.
    () => ({
      name: 'addStop',
      args: {
        id,
        tripId,
        place: somePlace(random, `Stop ${id.slice(0, 4)}`),
        ...someStopDays(random),
        ...(chance(random, 0.5) ? { position: Math.floor(random() * 4) } : {}),
      },
    }),
    editStop,
    () => stop && { name: 'deleteStop', args: { id: stop.id } },
    editItem,
    editStop,
  ];
  return { trip, items, main: (pick(random, moves) ?? moves[0]!)() };
}
