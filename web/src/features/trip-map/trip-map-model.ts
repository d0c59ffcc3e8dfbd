import { compareItems } from '@shared/domain/item-order';
import { stopForDay } from '@shared/domain/stop-for-day';
import { tripLengthDays } from '@shared/domain/trip-length';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import type { Trip } from '@shared/schemas/trip';
import type { TripStop } from '@shared/schemas/trip-stop';
import { dayColor } from './day-palette';
import { boundsOf, type MapBounds } from './map-bounds';

/** A plan item on the map: numbered within its day in plan order, coloured by its day. */
export interface ItemPin {
  readonly kind: 'item';
  /** The item's id. */
  readonly key: string;
  readonly item: ItineraryItem;
  readonly place: Place;
  readonly day: number;
  /** 1 for the day's first item that has a place, and so on. */
  readonly number: number;
  /** The pin's accessible name: '1. Coffee in the old town'. */
  readonly label: string;
  readonly color: string;
}

/** A stop of the trip: its destination or a further stop. */
export interface StopPin {
  readonly kind: 'stop';
  /** 'destination', or the stop's id. */
  readonly key: string;
  readonly place: Place;
  /** The pin's accessible name: 'Stop: Lisbon'. */
  readonly label: string;
  /** The trip days spent there (`stopForDay`); empty when later stops cover all of its days. */
  readonly days: readonly number[];
  /** The days one arrives and leaves; null for the destination, whose days are the trip's rest. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export type MapPin = ItemPin | StopPin;

/** The way through one day's placed items, in plan order. */
export interface DayLine {
  readonly day: number;
  readonly color: string;
  /** [longitude, latitude] pairs, as GeoJSON has them. */
  readonly coordinates: readonly (readonly [number, number])[];
}

export interface TripMapModel {
  readonly pins: readonly ItemPin[];
  readonly stops: readonly StopPin[];
  /** Days with at least two placed items. */
  readonly lines: readonly DayLine[];
  /** The days that have a pin, in order: the day filter's choices. */
  readonly days: readonly number[];
  /** Items without a place, in plan order: listed beside the map so nothing is hidden. */
  readonly unplaced: readonly ItineraryItem[];
}

/** What the map draws for one choice of the day filter; null is 'All days'. */
export interface ShownOnMap {
  readonly pins: readonly ItemPin[];
  readonly stops: readonly StopPin[];
  readonly lines: readonly DayLine[];
  /** The box the map is fitted to; null when nothing is shown. */
  readonly bounds: MapBounds | null;
}

export interface TripMapInput {
  readonly trip: Pick<Trip, 'startDate' | 'endDate'>;
  readonly items: readonly ItineraryItem[];
  /** The trip's further stops. */
  readonly stops: readonly TripStop[];
  /** The trip's destination as a place (`destinationPlace`); null when it has no coordinates. */
  readonly home: Place | null;
}

const DESTINATION_KEY = 'destination';

/** Pins, lines and stops of a trip, from the same rows the itinerary lists. */
export function tripMapModel({ trip, items, stops, home }: TripMapInput): TripMapModel {
  const pins: ItemPin[] = [];
  const unplaced: ItineraryItem[] = [];
  const numberOnDay = new Map<number, number>();
  for (const item of [...items].sort(compareItems)) {
    if (!item.place) {
      unplaced.push(item);
      continue;
    }
    const number = (numberOnDay.get(item.day) ?? 0) + 1;
    numberOnDay.set(item.day, number);
    pins.push({
      kind: 'item',
      key: item.id,
      item,
      place: item.place,
      day: item.day,
      number,
      label: `${number}. ${item.title}`,
      color: dayColor(item.day),
    });
  }

  const days = [...numberOnDay.keys()].sort((a, b) => a - b);
  const lines: DayLine[] = days.flatMap((day) => {
    const onDay = pins.filter((pin) => pin.day === day);
    if (onDay.length < 2) return [];
    const coordinates = onDay.map((pin) => [pin.place.longitude, pin.place.latitude] as const);
    return [{ day, color: dayColor(day), coordinates }];
  });

  // Which stop each day of the trip is spent at; a day no stop covers is at the destination.
  const daysAt = new Map<string, number[]>();
  const tripDays = tripLengthDays(trip.startDate, trip.endDate);
  for (let day = 1; day <= tripDays; day++) {
    const key = stopForDay(trip, stops, day)?.id ?? DESTINATION_KEY;
    daysAt.set(key, [...(daysAt.get(key) ?? []), day]);
  }
  const stopPins: StopPin[] = [
    ...(home
      ? [
          {
            kind: 'stop' as const,
            key: DESTINATION_KEY,
            place: home,
            label: `Stop: ${home.name}`,
            days: daysAt.get(DESTINATION_KEY) ?? [],
            startDate: null,
            endDate: null,
          },
        ]
      : []),
    ...stops.map((stop) => ({
      kind: 'stop' as const,
      key: stop.id,
      place: stop.place,
      label: `Stop: ${stop.place.name}`,
      days: daysAt.get(stop.id) ?? [],
      startDate: stop.startDate,
      endDate: stop.endDate,
    })),
  ];

  return { pins, stops: stopPins, lines, days, unplaced };
}

/**
 * What the map shows for one choice of the day filter: 'All days' (null) shows everything; a
 * day shows its pins, its line and the stop it is spent at. The map is fitted to what is shown.
 */
export function shownOnDay(model: TripMapModel, day: number | null): ShownOnMap {
  const pins = day === null ? model.pins : model.pins.filter((pin) => pin.day === day);
  const stops = day === null ? model.stops : model.stops.filter((stop) => stop.days.includes(day));
  const lines = day === null ? model.lines : model.lines.filter((line) => line.day === day);
  const bounds = boundsOf([...pins, ...stops].map((pin) => pin.place));
  return { pins, stops, lines, bounds };
}
