import type { Activity } from '@shared/api/lookups';
import { ADVENTURE_ACTIVITIES } from './adventure';
import { BEACH_ACTIVITIES } from './beach';
import { CITY_ACTIVITIES } from './city';
import { CULTURAL_ACTIVITIES } from './cultural';
import type { ActivityEntry } from './define';
import { MOUNTAIN_ACTIVITIES } from './mountain';

/** Activities the team wrote for every seeded destination, keyed by destination id. */
export const ACTIVITIES: Readonly<Record<string, readonly ActivityEntry[]>> = {
  ...BEACH_ACTIVITIES,
  ...MOUNTAIN_ACTIVITIES,
  ...CITY_ACTIVITIES,
  ...CULTURAL_ACTIVITIES,
  ...ADVENTURE_ACTIVITIES,
};

/** A destination's activities in the Activity shape; ids are stable (`kyoto-1`, `kyoto-2`, ...). */
export function activitiesFor(destinationId: string): Activity[] {
  const entries = Object.hasOwn(ACTIVITIES, destinationId) ? ACTIVITIES[destinationId] : undefined;
  return (entries ?? []).map((a, i) => ({ id: `${destinationId}-${i + 1}`, ...a }));
}
