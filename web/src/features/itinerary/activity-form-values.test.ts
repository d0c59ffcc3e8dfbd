import { describe, expect, it } from 'vitest';
import { activityFormSchema, emptyActivity, toItineraryInput } from './activity-form-values';

const tripId = '00000000-0000-4000-8000-000000000001';

describe('activity form values', () => {
  it('defaults to day 1 and type activity, and requires a title', () => {
    const result = activityFormSchema.safeParse(emptyActivity());
    expect(emptyActivity()).toMatchObject({ day: '1', type: 'activity' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Title is required']);
  });

  it('omits empty optional fields and reads the day as a number', () => {
    const values = { ...emptyActivity(), day: '3', type: 'dining' as const, title: ' Ramen ' };
    expect(toItineraryInput(tripId, { ...values, time: ' ', location: '' })).toEqual({
      tripId,
      day: 3,
      type: 'dining',
      title: 'Ramen',
    });
    expect(
      toItineraryInput(tripId, { ...values, time: '19:00', location: 'Gion', description: 'x' }),
    ).toEqual({
      tripId,
      day: 3,
      type: 'dining',
      title: 'Ramen',
      time: '19:00',
      location: 'Gion',
      description: 'x',
    });
  });
});
