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

/**
 * A ride's way from where it leaves to where it arrives (a transport item with a place and an
 * end place): a great circle, in its day's colour, drawn like the days' lines.
 */
export interface TravelArc extends DayLine {
  readonly itemId: string;
  readonly from: Place;
  readonly to: Place;
}

export interface TripMapModel {
  readonly pins: readonly ItemPin[];
  readonly stops: readonly StopPin[];
  /** Days with at least two placed items. */
  readonly lines: readonly DayLine[];
  /** Transport items with both a place and an end place, in plan order. */
  readonly arcs: readonly TravelArc[];
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
  readonly arcs: readonly TravelArc[];
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

/** Points along an arc: enough for a smooth curve across an ocean, few for the map to draw. */
const ARC_SEGMENTS = 32;
const RAD = Math.PI / 180;

/**
 * The great circle from `from` to `to` as [longitude, latitude] pairs. Longitudes are unwrapped
 * (they may pass ±180) so a flight across the date line is one line, not one across the world.
 */
export function greatCircle(from: Place, to: Place): [number, number][] {
  const toVector = (p: Place) => {
    const lat = p.latitude * RAD;
    const lon = p.longitude * RAD;
    return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)] as const;
  };
  const a = toVector(from);
  const b = toVector(to);
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(dot);
  // The same place, or the opposite side of the earth (no one great circle): a straight line.
  if (angle < 1e-9 || Math.PI - angle < 1e-9) {
    return [
      [from.longitude, from.latitude],
      [to.longitude, to.latitude],
    ];
  }
  const points: [number, number][] = [];
  let previous = from.longitude;
  const unwrap = (longitude: number) => {
    let lon = longitude;
    while (lon - previous > 180) lon -= 360;
    while (lon - previous < -180) lon += 360;
    previous = lon;
    return lon;
  };
  for (let i = 0; i <= ARC_SEGMENTS; i++) {
    const t = i / ARC_SEGMENTS;
    const wa = Math.sin((1 - t) * angle) / Math.sin(angle);
    const wb = Math.sin(t * angle) / Math.sin(angle);
    const x = wa * a[0] + wb * b[0];
    const y = wa * a[1] + wb * b[1];
    const z = wa * a[2] + wb * b[2];
    const latitude = Math.atan2(z, Math.hypot(x, y)) / RAD;
    // The ends are the places themselves, not their round trip through the sphere.
    if (i === 0) points.push([from.longitude, from.latitude]);
    else if (i === ARC_SEGMENTS) points.push([unwrap(to.longitude), to.latitude]);
    else points.push([unwrap(Math.atan2(y, x) / RAD), latitude]);
  }
  return points;
}

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

  const arcs: TravelArc[] = pins.flatMap(({ item, place, day, color }) =>
    item.type === 'transport' && item.endPlace
      ? [
          {
            itemId: item.id,
            day,
            color,
            from: place,
            to: item.endPlace,
            coordinates: greatCircle(place, item.endPlace),
          },
        ]
      : [],
  );

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

  return { pins, stops: stopPins, lines, arcs, days, unplaced };
}

/**
 * What the map shows for one choice of the day filter: 'All days' (null) shows everything; a
 * day shows its pins, its line and the stop it is spent at. The map is fitted to what is shown.
 */
export function shownOnDay(model: TripMapModel, day: number | null): ShownOnMap {
  const pins = day === null ? model.pins : model.pins.filter((pin) => pin.day === day);
  const stops = day === null ? model.stops : model.stops.filter((stop) => stop.days.includes(day));
  const lines = day === null ? model.lines : model.lines.filter((line) => line.day === day);
  const arcs = day === null ? model.arcs : model.arcs.filter((arc) => arc.day === day);
  // Where a ride arrives is shown too: the map is fitted to it.
  const bounds = boundsOf([
    ...[...pins, ...stops].map((pin) => pin.place),
    ...arcs.map((a) => a.to),
  ]);
  return { pins, stops, lines, arcs, bounds };
}
