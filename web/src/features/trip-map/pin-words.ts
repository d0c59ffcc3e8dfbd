import { dayTitle } from '../../lib/day-title';
import { formatItemTimes } from '../../lib/item-times';
import type { ItemPin } from './trip-map-model';

/** 'Day 2 · Fri 11 Dec · 10:00': a pin's day as the plan names it, then the item's times. */
export function itemPinWhen(startDate: string, pin: Pick<ItemPin, 'day' | 'item'>): string {
  return [dayTitle(startDate, pin.day), formatItemTimes(pin.item)].filter(Boolean).join(' · ');
}
