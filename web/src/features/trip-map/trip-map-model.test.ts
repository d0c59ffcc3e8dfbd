import { describe, expect, it } from 'vitest';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import type { TripStop } from '@shared/schemas/trip-stop';
import { DAY_COLORS } from './day-palette';
import { greatCircle, shownOnDay, tripMapModel } from './trip-map-model';

function place(name: string, latitude: number, longitude: number): Place {
  return {
    name,
    country: 'Portugal',
    address: null,
    latitude,
    longitude,
    timeZone: 'Europe/Lisbon',
    source: 'gazetteer',
    sourceId: null,
  };
}

const LISBON = place('Lisbon', 38.7167, -9.1333);
const CASCAIS = place('Cascais', 38.6968, -9.4215);
const SINTRA = place('Sintra', 38.8029, -9.3817);
const PORTO = place('Porto', 41.1496, -8.611);

let n = 0;
function item(
  day: number,
  title: string,
  at: Place | null,
  fields: Partial<ItineraryItem> = {},
): ItineraryItem {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tripId: '00000000-0000-4000-8000-999999999999',
    day,
    time: null,
    endTime: null,
    timeZone: null,
    endTimeZone: null,
    reference: null,
    title,
    description: null,
    location: at?.name ?? null,
    place: at,
    endPlace: null,
    type: 'activity',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    position: n,
    ...fields,
  };
}

function stop(id: string, at: Place, startDate: string, endDate: string): TripStop {
  return {
    id,
    tripId: '00000000-0000-4000-8000-999999999999',
    place: at,
    startDate,
    endDate,
    position: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
  };
}

// Lisbon 1-3 May (the destination), Porto from the 4th to the 5th.
const trip = { startDate: '2026-05-01', endDate: '2026-05-05' };
const coffee = item(1, 'Coffee in the old town', LISBON);
const postcards = item(1, 'Write postcards', null);
const beach = item(1, 'Beach afternoon', CASCAIS);
const palace = item(2, 'Pena Palace', SINTRA);
const train = item(4, 'Train north', null);
const wine = item(4, 'Port wine cellar', PORTO);
const porto = stop('porto-stop', PORTO, '2026-05-04', '2026-05-05');
// Out of order on purpose: the model puts them in plan order.
const items = [wine, palace, beach, train, postcards, coffee];
const model = tripMapModel({ trip, items, stops: [porto], home: LISBON });

describe('a trip on the map', () => {
  it('numbers the placed items of each day in plan order, skipping items without a place', () => {
    expect(model.pins.map((pin) => [pin.day, pin.number, pin.label])).toEqual([
      [1, 1, '1. Coffee in the old town'],
      [1, 2, '2. Beach afternoon'],
      [2, 1, '1. Pena Palace'],
      [4, 1, '1. Port wine cellar'],
    ]);
  });

  it('follows the traveller’s order (position) before the time', () => {
    const late = item(1, 'Late', LISBON, { time: '20:00', position: 1 });
    const early = item(1, 'Early', CASCAIS, { time: '08:00', position: 2 });
    const pins = tripMapModel({ trip, items: [early, late], stops: [], home: null }).pins;
    expect(pins.map((pin) => pin.label)).toEqual(['1. Late', '2. Early']);
  });

  it('colours each day with its own colour, the same for its pins and its line', () => {
    const [first, second, third] = DAY_COLORS;
    expect(model.pins.map((pin) => pin.color)).toEqual([first, first, second, DAY_COLORS[3]]);
    expect(third).not.toBe(first);
    expect(model.lines).toEqual([
      {
        day: 1,
        color: first,
        coordinates: [
          [LISBON.longitude, LISBON.latitude],
          [CASCAIS.longitude, CASCAIS.latitude],
        ],
      },
    ]);
  });

  it('draws a line only for a day with two placed items or more', () => {
    expect(model.lines.map((line) => line.day)).toEqual([1]);
  });

  it('offers the days that have a pin', () => {
    expect(model.days).toEqual([1, 2, 4]);
  });

  it('lists the items without a place, in plan order, so nothing is hidden', () => {
    expect(model.unplaced.map((i) => i.title)).toEqual(['Write postcards', 'Train north']);
  });

  it('shows the destination and each further stop with the days spent there', () => {
    expect(model.stops.map((s) => [s.key, s.label, s.days])).toEqual([
      ['destination', 'Stop: Lisbon', [1, 2, 3]],
      ['porto-stop', 'Stop: Porto', [4, 5]],
    ]);
    expect(model.stops[1]).toMatchObject({ startDate: '2026-05-04', endDate: '2026-05-05' });
  });

  it('has no destination stop when the destination has no coordinates', () => {
    const without = tripMapModel({ trip, items, stops: [porto], home: null });
    expect(without.stops.map((s) => s.label)).toEqual(['Stop: Porto']);
  });
});

describe('the day filter', () => {
  it('shows everything for All days, fitted to every pin and stop', () => {
    const all = shownOnDay(model, null);
    expect(all.pins).toHaveLength(4);
    expect(all.stops).toHaveLength(2);
    expect(all.lines).toHaveLength(1);
    expect(all.bounds).toEqual([
      [CASCAIS.longitude, CASCAIS.latitude],
      [PORTO.longitude, PORTO.latitude],
    ]);
  });

  it('shows one day’s pins, its line and the stop it is spent at, fitted to them', () => {
    const day1 = shownOnDay(model, 1);
    expect(day1.pins.map((pin) => pin.label)).toEqual([
      '1. Coffee in the old town',
      '2. Beach afternoon',
    ]);
    expect(day1.lines.map((line) => line.day)).toEqual([1]);
    expect(day1.stops.map((s) => s.label)).toEqual(['Stop: Lisbon']);
    expect(day1.bounds?.[0][0]).toBe(CASCAIS.longitude);
    expect(day1.bounds?.[1][0]).toBe(LISBON.longitude);

    const day4 = shownOnDay(model, 4);
    expect(day4.pins.map((pin) => pin.label)).toEqual(['1. Port wine cellar']);
    expect(day4.lines).toEqual([]);
    expect(day4.stops.map((s) => s.label)).toEqual(['Stop: Porto']);
  });

  it('fits nothing when nothing is shown', () => {
    const empty = tripMapModel({ trip, items: [], stops: [], home: null });
    expect(shownOnDay(empty, null).bounds).toBeNull();
  });
});

describe('rides on the map', () => {
  const TOKYO = place('Tokyo', 35.6762, 139.6503);
  const HONOLULU = place('Honolulu', 21.3069, -157.8583);
  const flight = item(2, 'Flight to Porto', LISBON, { type: 'transport', endPlace: PORTO });
  const walk = item(2, 'Walk to Porto', SINTRA, { endPlace: PORTO });
  const noStart = item(3, 'Bus to Porto', null, { type: 'transport', endPlace: PORTO });
  const ridden = tripMapModel({ trip, items: [walk, flight, noStart], stops: [], home: null });

  it('draws an arc from where a ride leaves to where it arrives, in its day’s colour', () => {
    // Only a transport item with both places: not an activity, not a ride with no start.
    expect(ridden.arcs).toHaveLength(1);
    const [arc] = ridden.arcs;
    expect(arc).toMatchObject({ itemId: flight.id, day: 2, from: LISBON, to: PORTO });
    expect(arc!.color).toBe(ridden.pins.find((pin) => pin.item.id === flight.id)!.color);
    expect(arc!.coordinates[0]).toEqual([LISBON.longitude, LISBON.latitude]);
    expect(arc!.coordinates.at(-1)).toEqual([PORTO.longitude, PORTO.latitude]);
    expect(arc!.coordinates.length).toBeGreaterThan(2);
  });

  it('is shown on its day and fitted to where it arrives', () => {
    expect(shownOnDay(ridden, 2).arcs).toHaveLength(1);
    expect(shownOnDay(ridden, 1).arcs).toEqual([]);
    expect(shownOnDay(ridden, 2).bounds?.[1]).toEqual([PORTO.longitude, PORTO.latitude]);
  });

  it('bends a long flight along the great circle and keeps it whole across the date line', () => {
    const long = greatCircle(TOKYO, HONOLULU);
    // Tokyo to Honolulu passes north of both ends, eastward past 180°.
    const highest = Math.max(...long.map(([, latitude]) => latitude));
    expect(highest).toBeGreaterThan(TOKYO.latitude);
    for (let i = 1; i < long.length; i++) {
      expect(Math.abs(long[i]![0] - long[i - 1]![0])).toBeLessThan(180);
    }
    expect(long.at(-1)![0]).toBeCloseTo(HONOLULU.longitude + 360, 6);
    expect(long.at(-1)![1]).toBe(HONOLULU.latitude);
  });
});
