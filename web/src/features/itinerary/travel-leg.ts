import { travelTime, type TravelMode } from '@shared/domain/travel-time';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';

/** Closer than this, two items are at the same place: no leg is worth showing. */
const SAME_PLACE_M = 100;

const MODE_WORDS: Record<TravelMode, string> = {
  walk: 'on foot',
  transit: 'by public transport',
  car: 'by car',
};

export interface TravelLeg {
  mode: TravelMode;
  /** '12 min', '1 h 5 min'. */
  duration: string;
  /** '850 m', '1.2 km', '274 km'. */
  distance: string;
  /** The whole sentence for a screen reader: 'About 12 min on foot to Belém Tower, 1.2 km'. */
  spoken: string;
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString('en-US')} km`;
}

/**
 * The way from one item of a day to the next, when both have a place and they are apart: an
 * estimate worked out on the device (straight line, usual speeds), never a route.
 */
export function travelLeg(from: ItineraryItem, to: ItineraryItem): TravelLeg | null {
  if (!from.place || !to.place) return null;
  const time = travelTime(from.place, to.place);
  if (time.metres < SAME_PLACE_M) return null;
  const mode = time.suggested;
  const duration = formatMinutes(time.minutes[mode]);
  const distance = formatDistance(time.metres);
  return {
    mode,
    duration,
    distance,
    spoken: `About ${duration} ${MODE_WORDS[mode]} to ${to.title}, ${distance}`,
  };
}
