import { stmt } from './sql-statement';

/**
 * What a trip's street pack is cut around (domain/maps/trip-area.ts): the places of its stops
 * and of its items, as the JSON they are stored in. The trip itself and its destination, with
 * the asking user's membership, come from `tripOfMember` in the same snapshot.
 */
export const STREET_PACK_STATEMENTS = {
  stopPlacesOfTrip: stmt<[tripId: string], { place: string }>(
    'select place from trip_stops where trip_id = ? order by position, id',
  ),
  itemPlacesOfTrip: stmt<[tripId: string], { place: string }>(
    'select place from itinerary_items where trip_id = ? and place is not null order by id',
  ),
};
