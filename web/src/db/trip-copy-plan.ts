import type { InsertItineraryItem, ItineraryItem } from '@shared/schemas/itinerary-item';
import type { SetDayNoteArgs } from '@shared/schemas/day-note';
import type { Trip } from '@shared/schemas/trip';
import type { InsertListItem, InsertTripList, ListItem, TripList } from '@shared/schemas/trip-list';
import type { InsertTripStop, TripStop } from '@shared/schemas/trip-stop';
import { DAY_MS, utcMidnight } from '@shared/domain/zoned-time';
import type { TripInput } from './trip-repo';

/*
 * 'Copy trip' as a pure plan: from the rows of a trip this device holds to the inputs of the new
 * trip's creates, in the order they must be written. What is copied is said once here and in the
 * dialog: stops, itinerary items, lists (unticked), day notes, the trip's notes, budget and home
 * currency. Expenses, documents, members and payments are not, so the planner never reads them.
 */

/** What the traveller chose in the dialog. */
export interface TripCopyChoice {
  title: string;
  /** 'yyyy-MM-dd': the new first day; the end keeps the trip's length. */
  startDate: string;
}

/** The rows of the trip to copy, as this device holds them. */
export interface TripCopySource {
  trip: Pick<
    Trip,
    'destinationId' | 'startDate' | 'endDate' | 'notes' | 'budget' | 'currency' | 'dayNotes'
  >;
  stops: readonly TripStop[];
  items: readonly ItineraryItem[];
  lists: readonly TripList[];
  listItems: readonly ListItem[];
}

/** The creates of the copy; ids and the new trip's id are the writer's to give. */
export interface TripCopyPlan {
  trip: TripInput;
  dayNotes: Omit<SetDayNoteArgs, 'tripId'>[];
  stops: Omit<InsertTripStop, 'id' | 'tripId'>[];
  /** `sourceId`: the item it copies, so a list item's link can follow it to the copy. */
  items: (Omit<InsertItineraryItem, 'id' | 'tripId'> & { sourceId: string })[];
  /**
   * A list item's `itineraryItemId` here is still the source trip's item: the writer gives the
   * copies their ids and links each list item to its item's copy.
   */
  lists: (Omit<InsertTripList, 'id' | 'tripId'> & {
    items: Omit<InsertListItem, 'id' | 'listId'>[];
  })[];
}

/** A calendar day moved by whole days, computed in UTC so daylight saving never shifts it. */
export function shiftDate(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** An optional field present only when it has a value, as the creates of a screen send it. */
function present<K extends string, V>(key: K, value: V | null | undefined) {
  return (value === null || value === undefined || value === '' ? {} : { [key]: value }) as {
    [P in K]?: V;
  };
}

/**
 * Plans the copy of a trip for `copierId` with a new title and start. Item days stay as they
 * are (days count from the start, so they move with it); every calendar date (the end, stops,
 * to-dos' due dates) moves by the same number of days; list items keep their day or their link
 * to an activity. Lists are those the copier sees: shared
 * ones and their own personal ones, never another member's personal list. Items come unticked;
 * an assignee stays only when it is the copier, the new trip's only member.
 */
export function planTripCopy(
  source: TripCopySource,
  choice: TripCopyChoice,
  copierId: string,
): TripCopyPlan {
  const { trip } = source;
  const offset = daysBetween(trip.startDate, choice.startDate);
  const shift = (date: string) => shiftDate(date, offset);

  const dayNotes = Object.entries(trip.dayNotes ?? {})
    .map(([day, text]) => ({ day: Number(day), text }))
    .filter((note) => note.text.trim() !== '')
    .sort((a, b) => a.day - b.day);

  const stops = [...source.stops]
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.position - b.position)
    .map((stop) => ({
      place: stop.place,
      startDate: shift(stop.startDate),
      endDate: shift(stop.endDate),
      position: stop.position,
    }));

  const items = [...source.items]
    .sort((a, b) => a.day - b.day || a.position - b.position)
    .map((item) => ({
      sourceId: item.id,
      day: item.day,
      type: item.type,
      title: item.title,
      position: item.position,
      ...present('time', item.time),
      ...present('endTime', item.endTime),
      ...present('timeZone', item.timeZone),
      ...present('endTimeZone', item.endTimeZone),
      ...present('reference', item.reference),
      ...present('description', item.description),
      ...present('location', item.location),
      ...present('place', item.place),
      ...present('endPlace', item.endPlace),
    }));

  const lists = source.lists
    .filter((list) => list.visibility === 'shared' || list.ownerId === copierId)
    .sort((a, b) => a.position - b.position)
    .map((list) => ({
      kind: list.kind,
      title: list.title,
      visibility: list.visibility,
      position: list.position,
      items: source.listItems
        .filter((item) => item.listId === list.id)
        .sort((a, b) => a.position - b.position)
        .map((item) => ({
          text: item.text,
          quantity: item.quantity,
          category: item.category,
          assigneeId: item.assigneeId === copierId ? copierId : null,
          dueDate: item.dueDate === null ? null : shift(item.dueDate),
          // Its place on the plan comes along: a day stays the same day (days count from the
          // new start), a link to an activity goes to that activity's copy.
          day: item.day ?? null,
          itineraryItemId: item.itineraryItemId ?? null,
          checked: false,
          position: item.position,
        })),
    }));

  return {
    trip: {
      destinationId: trip.destinationId ?? '',
      title: choice.title,
      startDate: choice.startDate,
      endDate: shift(trip.endDate),
      ...present('notes', trip.notes),
      ...present('budget', trip.budget),
      currency: trip.currency,
    },
    dayNotes,
    stops,
    items,
    lists,
  };
}
