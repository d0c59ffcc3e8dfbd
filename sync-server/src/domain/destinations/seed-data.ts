import type { InsertDestination } from '@shared/schemas/destination';
import { ADVENTURE_DESTINATIONS } from './catalog/adventure';
import { BEACH_DESTINATIONS } from './catalog/beach';
import { CITY_DESTINATIONS } from './catalog/city';
import { CULTURAL_DESTINATIONS } from './catalog/cultural';
import { MOUNTAIN_DESTINATIONS } from './catalog/mountain';

/** The reference destinations every fresh database starts with. Images are served by this server. */
export const SEED_DESTINATIONS: InsertDestination[] = [
  ...BEACH_DESTINATIONS,
  ...MOUNTAIN_DESTINATIONS,
  ...CITY_DESTINATIONS,
  ...CULTURAL_DESTINATIONS,
  ...ADVENTURE_DESTINATIONS,
];
