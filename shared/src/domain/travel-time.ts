/** The mean radius of the earth (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance between two points, in metres (haversine: exact on a sphere, 0.5 % off the ellipsoid at worst). */
export function greatCircleMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TravelMode = 'walk' | 'transit' | 'car';

export interface TravelTime {
  /** Straight-line (great-circle) distance. */
  metres: number;
  /** Estimated minutes door to door, rounded up to whole minutes. */
  minutes: Record<TravelMode, number>;
  /** The mode a traveller would most likely take. */
  suggested: TravelMode;
}

/*
 * The estimates, and why (a rough guide for planning a day, never a route):
 *
 * - Walk: 4.8 km/h, the usual planning pace for an adult in a city (about 1.3 m/s; walking
 *   speeds measured at crossings are 1.2 to 1.4 m/s). Streets are not straight lines: a detour
 *   factor of 1.3 (city street networks measured against the straight line come out at 1.2 to
 *   1.4). No overhead: you leave the door walking.
 * - Transit: 10 minutes of overhead (walking to the stop and waiting: half of a 10-minute
 *   headway plus a few minutes on foot at each end), then 20 km/h, the average of a city's
 *   metro and buses with their stops, and 70 km/h beyond the first 10 km (suburban and regional
 *   trains, coaches).
 * - Car (or taxi): 5 minutes of overhead (reaching the car or waiting for the taxi, parking),
 *   then 25 km/h, an average for city traffic, and 90 km/h beyond the first 10 km (main roads
 *   and motorways, with their slower ends).
 * Rides follow roads: 1.3 times the straight line within the first 10 km, 1.2 beyond it, where
 * roads between towns run straighter than streets. Lisbon to Porto (274 km) comes out at about
 * 4 hours by car; the motorway takes 3, the city ends and a stop make up the rest.
 *
 * Suggested: walking up to 1.5 km (about 25 minutes on foot), transit up to 20 km (a city and
 * its suburbs, where parking is the hard part), the car beyond.
 */
const WALK = { kmh: 4.8, detour: 1.3 };
/** The straight-line distance of a ride taken at city speeds; the rest goes at road speeds. */
const CITY_KM = 10;
const CITY_DETOUR = 1.3;
const ROAD_DETOUR = 1.2;
const TRANSIT = { overheadMinutes: 10, cityKmh: 20, roadKmh: 70 };
const CAR = { overheadMinutes: 5, cityKmh: 25, roadKmh: 90 };
const WALK_UP_TO_M = 1_500;
const TRANSIT_UP_TO_M = 20_000;

function rideMinutes(km: number, mode: typeof TRANSIT): number {
  const city = Math.min(km, CITY_KM) * CITY_DETOUR;
  const road = Math.max(0, km - CITY_KM) * ROAD_DETOUR;
  return mode.overheadMinutes + (city / mode.cityKmh + road / mode.roadKmh) * 60;
}

/** How far apart two places are and about how long each way of getting there takes. */
export function travelTime(from: LatLng, to: LatLng): TravelTime {
  const metres = greatCircleMetres(from, to);
  const km = metres / 1000;
  const minutes = {
    walk: Math.ceil(((km * WALK.detour) / WALK.kmh) * 60),
    transit: Math.ceil(rideMinutes(km, TRANSIT)),
    car: Math.ceil(rideMinutes(km, CAR)),
  };
  const suggested: TravelMode =
    metres <= WALK_UP_TO_M ? 'walk' : metres <= TRANSIT_UP_TO_M ? 'transit' : 'car';
  return { metres: Math.round(metres), minutes, suggested };
}
