import { z } from 'zod';
import { DEFAULT_ITINERARY_TYPE, ITINERARY_TYPES } from '@shared/constants';
import { hasBookingFields } from '@shared/domain/item-end-time';
import type { ItineraryItem, UpdateItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import type { ItineraryItemInput } from '../../db/itinerary-repo';

/** The Add Activity dialog as typed: the day comes from a select, so it is text. */
export const activityFormSchema = z.object({
  day: z.string().regex(/^[1-9]\d*$/, 'Please choose a day'),
  type: z.enum(ITINERARY_TYPES),
  title: z.string().trim().min(1, 'Title is required').max(200),
  time: z.string().max(50),
  endTime: z.string().max(50),
  reference: z.string().max(100),
  location: z.string().max(200),
  description: z.string().max(2000),
});
export type ActivityFormValues = z.infer<typeof activityFormSchema>;

export const emptyActivity = (): ActivityFormValues => ({
  day: '1',
  type: DEFAULT_ITINERARY_TYPE,
  title: '',
  time: '',
  endTime: '',
  reference: '',
  location: '',
  description: '',
});

/**
 * SPEC 5: time, description and location are omitted when empty. The end time and confirmation
 * number are asked only of a flight, train or stay; for any other type they are hidden, so they
 * are left out too (what the row shows is what is stored). `place` is the place picked in the
 * Location field, if any: it travels with the words the field reads.
 */
export function toItineraryInput(
  tripId: string,
  values: ActivityFormValues,
  place: Place | null = null,
): ItineraryItemInput {
  const time = values.time.trim();
  const booking = hasBookingFields(values.type);
  const endTime = booking ? values.endTime.trim() : '';
  const reference = booking ? values.reference.trim() : '';
  const location = values.location.trim();
  const description = values.description.trim();
  return {
    tripId,
    day: Number(values.day),
    type: values.type,
    title: values.title.trim(),
    ...(time ? { time } : {}),
    ...(endTime ? { endTime } : {}),
    ...(reference ? { reference } : {}),
    ...(location ? { location } : {}),
    ...(location && place ? { place } : {}),
    ...(description ? { description } : {}),
  };
}

const samePlace = (a: Place | null, b: Place | null) => JSON.stringify(a) === JSON.stringify(b);

/** The dialog filled with an activity being edited. */
export const activityToForm = (item: ItineraryItem): ActivityFormValues => ({
  day: String(item.day),
  type: item.type,
  title: item.title,
  time: item.time ?? '',
  endTime: item.endTime ?? '',
  reference: item.reference ?? '',
  location: item.location ?? '',
  description: item.description ?? '',
});

/**
 * The field-level patch from an activity to what the dialog now says: only what changed (empty
 * when nothing did); a cleared optional field is null.
 */
export function activityPatch(
  item: ItineraryItem,
  values: ActivityFormValues,
  place: Place | null = item.place,
): UpdateItineraryItem {
  const next = toItineraryInput(item.tripId, values, place);
  const patch: UpdateItineraryItem = {};
  if (next.day !== item.day) patch.day = next.day;
  if (next.type !== item.type) patch.type = next.type;
  if (next.title !== item.title) patch.title = next.title;
  if ((next.time ?? null) !== item.time) patch.time = next.time ?? null;
  if ((next.endTime ?? null) !== item.endTime) patch.endTime = next.endTime ?? null;
  if ((next.reference ?? null) !== item.reference) patch.reference = next.reference ?? null;
  if ((next.location ?? null) !== item.location) patch.location = next.location ?? null;
  const nextPlace = (next.place as Place | undefined) ?? null;
  if (!samePlace(nextPlace, item.place)) patch.place = nextPlace;
  if ((next.description ?? null) !== item.description) {
    patch.description = next.description ?? null;
  }
  return patch;
}
