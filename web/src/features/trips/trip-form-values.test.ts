import { describe, expect, it } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import {
  emptyTripForm,
  toTripInput,
  tripFormSchema,
  tripPatch,
  tripToFormValues,
} from './trip-form-values';

const trip: Trip = {
  id: '7f1c1c7e-2a57-4e0e-9a3b-2b7f0f6f4a11',
  userId: '0b6f1a66-4d7a-4d38-9a3c-8d7c2c1e6b22',
  destinationId: 'kyoto',
  title: 'Spring in Kyoto',
  startDate: '2026-04-01',
  endDate: '2026-04-05',
  notes: 'Cherry blossoms',
  budget: 250000,
  currency: 'USD',
  coverDocumentId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('trip form values', () => {
  it('requires destination, title and both dates, and a valid budget when one is given', () => {
    const result = tripFormSchema.safeParse({ ...emptyTripForm(), budget: 'abc' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Please choose a destination',
      'Trip title is required',
      'Start date is required',
      'End date is required',
      'Please enter a valid amount',
    ]);
    expect(tripFormSchema.safeParse({ ...tripToFormValues(trip), budget: '0' }).success).toBe(
      false,
    );
    expect(tripFormSchema.safeParse({ ...tripToFormValues(trip), budget: '' }).success).toBe(true);
  });

  it('converts the budget to cents and omits empty notes and budget', () => {
    const values = { ...emptyTripForm('lisbon'), title: ' Lisbon ', startDate: '2026-05-01' };
    expect(toTripInput({ ...values, endDate: '2026-05-03', notes: '  ', budget: '' })).toEqual({
      destinationId: 'lisbon',
      title: 'Lisbon',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      currency: 'USD',
    });
    expect(toTripInput({ ...values, endDate: '2026-05-03', notes: 'x', budget: '12.345' })).toEqual(
      expect.objectContaining({ notes: 'x', budget: 1235 }),
    );
  });

  it('prefills an existing trip with its budget in dollars', () => {
    expect(tripToFormValues(trip)).toEqual({
      destinationId: 'kyoto',
      title: 'Spring in Kyoto',
      startDate: '2026-04-01',
      endDate: '2026-04-05',
      notes: 'Cherry blossoms',
      currency: 'USD',
      budget: '2500.00',
    });
    const yen = { ...trip, currency: 'JPY', budget: 300000 };
    expect(tripToFormValues(yen)).toEqual(expect.objectContaining({ budget: '300000' }));
    const dinar = { ...trip, currency: 'KWD', budget: 1500 };
    expect(tripToFormValues(dinar)).toEqual(expect.objectContaining({ budget: '1.500' }));
  });

  it('reads the budget in the trip currency and sends the currency', () => {
    const values = {
      ...emptyTripForm('kyoto', 'JPY'),
      title: 'Kyoto',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
    };
    expect(values.currency).toBe('JPY');
    expect(toTripInput({ ...values, budget: '150000' })).toEqual(
      expect.objectContaining({ currency: 'JPY', budget: 150000 }),
    );
    // Yen have no decimals: 1500.4 rounds to 1500, 0.4 rounds to nothing and is refused.
    expect(toTripInput({ ...values, budget: '1500.4' }).budget).toBe(1500);
    expect(tripFormSchema.safeParse({ ...values, budget: '0.4' }).success).toBe(false);
    expect(tripFormSchema.safeParse({ ...values, budget: '0.4', currency: 'USD' }).success).toBe(
      true,
    );
    expect(tripFormSchema.safeParse({ ...values, currency: 'XYZ' }).error?.issues[0]?.message).toBe(
      'Choose a currency from the list',
    );
    expect(emptyTripForm().currency).toBe('USD');
  });

  it('patches only what changed, and clears emptied notes and budget with null', () => {
    expect(tripPatch(trip, tripToFormValues(trip))).toEqual({});
    expect(tripPatch(trip, { ...tripToFormValues(trip), title: 'Kyoto again' })).toEqual({
      title: 'Kyoto again',
    });
    expect(tripPatch(trip, { ...tripToFormValues(trip), notes: '', budget: '' })).toEqual({
      notes: null,
      budget: null,
    });
    expect(tripPatch(trip, { ...tripToFormValues(trip), budget: '3000' })).toEqual({
      budget: 300000,
    });
  });

  it('sends a new currency with the budget read in it', () => {
    expect(tripPatch(trip, { ...tripToFormValues(trip), currency: 'EUR' })).toEqual({
      currency: 'EUR',
      budget: 250000,
    });
    expect(
      tripPatch(trip, { ...tripToFormValues(trip), currency: 'JPY', budget: '400000' }),
    ).toEqual({ currency: 'JPY', budget: 400000 });
    expect(
      tripPatch(
        { ...trip, budget: null },
        { ...tripToFormValues(trip), currency: 'GBP', budget: '' },
      ),
    ).toEqual({ currency: 'GBP' });
  });
});
