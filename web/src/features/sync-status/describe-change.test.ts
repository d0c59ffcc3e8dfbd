import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

const tripId = '7f0c3a8e-3c55-4a53-9d9f-2f3d1c0b6a11';
const titles = (id: string) => (id === tripId ? 'Kyoto' : undefined);

describe('describeChange', () => {
  it('names an expense by its description and the trip by its title', () => {
    const args = {
      id: crypto.randomUUID(),
      tripId,
      category: 'transport',
      amount: 2350,
      date: '2026-04-10',
      description: 'Taxi',
    };
    expect(describeChange({ name: 'addExpense', args }, titles)).toBe(
      'Add expense "Taxi" to trip "Kyoto"',
    );
    expect(describeChange({ name: 'addExpense', args }, () => undefined)).toBe(
      'Add expense "Taxi" to a trip',
    );
    expect(describeChange({ name: 'addExpense', args: { ...args, description: '' } }, titles)).toBe(
      'Add expense "Transportation $23.50" to trip "Kyoto"',
    );
    const yen = { ...args, description: '', amount: 4500, currency: 'JPY', rate: 0.0067 };
    expect(describeChange({ name: 'addExpense', args: yen }, titles)).toBe(
      'Add expense "Transportation ¥4,500" to trip "Kyoto"',
    );
  });

  it('describes trips and activities', () => {
    const create = {
      id: tripId,
      destinationId: 'kyoto',
      title: 'Autumn leaves',
      startDate: '2026-11-01',
      endDate: '2026-11-04',
    };
    expect(describeChange({ name: 'createTrip', args: create }, titles)).toBe(
      'Create trip "Autumn leaves"',
    );
    expect(
      describeChange({ name: 'updateTrip', args: { id: tripId, patch: { notes: 'x' } } }, titles),
    ).toBe('Edit trip "Kyoto"');
    expect(describeChange({ name: 'deleteTrip', args: { id: tripId } }, () => undefined)).toBe(
      'Delete a trip',
    );
    const item = { id: crypto.randomUUID(), tripId, day: 1, title: 'Temple', type: 'activity' };
    expect(describeChange({ name: 'addItineraryItem', args: item }, titles)).toBe(
      'Add activity "Temple" to trip "Kyoto"',
    );
  });

  it('describes stops by their place', () => {
    const place = { name: 'Porto', latitude: 41.15, longitude: -8.61, source: 'gazetteer' };
    const stop = {
      id: crypto.randomUUID(),
      tripId,
      place,
      startDate: '2026-11-02',
      endDate: '2026-11-03',
    };
    expect(describeChange({ name: 'addStop', args: stop }, titles)).toBe(
      'Add stop "Porto" to trip "Kyoto"',
    );
    const edit = { id: stop.id, patch: { endDate: '2026-11-04' }, label: 'Porto' };
    expect(describeChange({ name: 'updateStop', args: edit }, titles)).toBe('Edit stop "Porto"');
    const moved = { ...edit, patch: { place: { ...place, name: 'Braga' } } };
    expect(describeChange({ name: 'updateStop', args: moved }, titles)).toBe('Edit stop "Braga"');
    expect(describeChange({ name: 'deleteStop', args: { id: stop.id } }, titles)).toBe(
      'Delete a stop',
    );
    expect(describeChange({ name: 'addStop', args: { ...stop, place: {} } }, titles)).toBe(
      'Add a stop',
    );
  });

  it('falls back to the kind of change when the change does not parse', () => {
    expect(describeChange({ name: 'addExpense', args: { amount: -1 } }, titles)).toBe(
      'Add an expense',
    );
    expect(describeChange({ name: 'somethingNew', args: {} }, titles)).toBe('A change');
  });

  it('names edited expenses and activities by their new or remembered names', () => {
    const id = crypto.randomUUID();
    const edit = (name: string, patch: object, label?: string) =>
      describeChange({ name, args: { id, patch, ...(label ? { label } : {}) } }, titles);
    expect(edit('updateExpense', { amount: 900 }, 'Ramen')).toBe('Edit expense "Ramen"');
    expect(edit('updateExpense', { description: 'Udon' }, 'Ramen')).toBe('Edit expense "Udon"');
    expect(edit('updateExpense', { amount: 900 })).toBe('Edit an expense');
    expect(edit('updateItineraryItem', { day: 2 }, 'Fushimi Inari')).toBe(
      'Edit activity "Fushimi Inari"',
    );
    expect(edit('updateItineraryItem', { title: 'Inari' })).toBe('Edit activity "Inari"');
    expect(edit('updateItineraryItem', {})).toBe('Edit an activity');
  });
  it('names documents by their name and the trip by its title', () => {
    const id = crypto.randomUUID();
    const args = {
      id,
      tripId,
      name: 'Boarding pass',
      kind: 'ticket',
      mediaType: 'application/pdf',
      size: 1234,
      sha256: 'a'.repeat(64),
    };
    expect(describeChange({ name: 'addDocument', args }, titles)).toBe(
      'Add document "Boarding pass" to trip "Kyoto"',
    );
    const rename = { id, patch: { name: 'Return flight' }, label: 'Boarding pass' };
    expect(describeChange({ name: 'updateDocument', args: rename }, titles)).toBe(
      'Edit document "Return flight"',
    );
    const refile = { id, patch: { kind: 'receipt' }, label: 'Boarding pass' };
    expect(describeChange({ name: 'updateDocument', args: refile }, titles)).toBe(
      'Edit document "Boarding pass"',
    );
    expect(describeChange({ name: 'deleteDocument', args: { id } }, titles)).toBe(
      'Delete a document',
    );
    expect(describeChange({ name: 'addDocument', args: { id } }, titles)).toBe('Add a document');
  });
});
