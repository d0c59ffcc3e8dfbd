import { describe, expect, it } from 'vitest';
import {
  activityFormSchema,
  activityPatch,
  activityToForm,
  emptyActivity,
  toItineraryInput,
} from './activity-form-values';

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

describe('flight, train and stay fields', () => {
  const base = { ...emptyActivity(), title: 'Shinkansen to Kyoto', time: '10:05' };
  const item = {
    id: '00000000-0000-4000-8000-000000000002',
    tripId,
    day: 1,
    type: 'transport' as const,
    title: 'Shinkansen to Kyoto',
    time: '10:05',
    endTime: '12:20',
    timeZone: null,
    endTimeZone: null,
    reference: 'JR-1234',
    location: null,
    place: null,
    endPlace: null,
    description: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    position: 0,
  };

  it('keeps the end time and confirmation number of a transport or a stay, trimmed', () => {
    const values = { ...base, type: 'transport' as const, endTime: ' 12:20 ', reference: ' JR-1 ' };
    expect(toItineraryInput(tripId, values)).toMatchObject({ endTime: '12:20', reference: 'JR-1' });
    const stay = { ...values, type: 'accommodation' as const, endTime: '11:00 (+2)' };
    expect(toItineraryInput(tripId, stay)).toMatchObject({ endTime: '11:00 (+2)' });
  });

  it('leaves out the hidden booking fields of other types', () => {
    const values = { ...base, type: 'dining' as const, endTime: '12:20', reference: 'JR-1' };
    const input = toItineraryInput(tripId, values);
    expect(input).not.toHaveProperty('endTime');
    expect(input).not.toHaveProperty('reference');
  });

  it('patches only the changed booking fields, null when cleared', () => {
    expect(activityPatch(item, activityToForm(item))).toEqual({});
    const form = activityToForm(item);
    expect(activityPatch(item, { ...form, reference: 'JR-9999' })).toEqual({
      reference: 'JR-9999',
    });
    expect(activityPatch(item, { ...form, endTime: ' ' })).toEqual({ endTime: null });
    // Turned into an activity, the hidden fields go with what it shows.
    expect(activityPatch(item, { ...form, type: 'activity' })).toEqual({
      type: 'activity',
      endTime: null,
      reference: null,
    });
  });
});
