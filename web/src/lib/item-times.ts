import { hasBookingFields, timeLabels } from '@shared/domain/item-end-time';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';

/**
 * An item's times in words: 'Departs 10:05 · Arrives 14:30' for a flight or train,
 * 'Check-in 15:00 · Check-out 11:00' for a stay, '19:00 – 21:00' (or just '19:00') for the rest.
 * Null when it has none.
 */
export function formatItemTimes(item: Pick<ItineraryItem, 'type' | 'time' | 'endTime'>) {
  const time = item.time?.trim() || null;
  const end = item.endTime?.trim() || null;
  if (hasBookingFields(item.type)) {
    const labels = timeLabels(item.type);
    const parts = [time && `${labels.start} ${time}`, end && `${labels.end} ${end}`];
    return parts.filter(Boolean).join(' · ') || null;
  }
  if (time && end) return `${time} – ${end}`;
  return time ?? (end ? `Until ${end}` : null);
}
