import { describe, expect, it } from 'vitest';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import type { ListItem, TripList } from '@shared/schemas/trip-list';
import type { TripStop } from '@shared/schemas/trip-stop';
import { stayNights } from '@shared/domain/stay-nights';
import { planTripCopy, shiftDate, type TripCopySource } from './trip-copy-plan';

const me = '00000000-0000-4000-8000-000000000001';
const companion = '00000000-0000-4000-8000-000000000002';
const at = '2026-01-01T00:00:00.000Z';
const porto: Place = {
  name: 'Porto',
  country: 'Portugal',
  address: null,
  latitude: 41.15,
  longitude: -8.61,
  timeZone: 'Europe/Lisbon',
  source: 'gazetteer',
  sourceId: null,
};

const item = (fields: Partial<ItineraryItem>): ItineraryItem => ({
  id: crypto.randomUUID(),
  tripId: 't',
  day: 1,
  time: null,
  endTime: null,
  timeZone: null,
  endTimeZone: null,
  reference: null,
  title: 'Item',
  description: null,
  location: null,
  place: null,
  endPlace: null,
  type: 'activity',
  createdAt: at,
  createdBy: me,
  position: 0,
  ...fields,
});

const list = (fields: Partial<TripList>): TripList => ({
  id: crypto.randomUUID(),
  tripId: 't',
  kind: 'packing',
  title: 'List',
  visibility: 'shared',
  ownerId: me,
  position: 0,
  createdAt: at,
  ...fields,
});

const listItem = (listId: string, fields: Partial<ListItem>): ListItem => ({
  id: crypto.randomUUID(),
  listId,
  tripId: 't',
  text: 'Thing',
  quantity: null,
  category: null,
  assigneeId: null,
  dueDate: null,
  checked: false,
  position: 0,
  createdAt: at,
  createdBy: me,
  ...fields,
});

const stop: TripStop = {
  id: crypto.randomUUID(),
  tripId: 't',
  place: porto,
  startDate: '2026-04-12',
  endDate: '2026-04-14',
  position: 0,
  createdAt: at,
  createdBy: me,
};

function source(fields: Partial<TripCopySource> = {}): TripCopySource {
  return {
    trip: {
      destinationId: 'lisbon',
      startDate: '2026-04-10',
      endDate: '2026-04-14',
      notes: 'Bring the rail pass',
      budget: 120_000,
      currency: 'EUR',
      dayNotes: { '2': 'Museums closed', '4': 'Early train' },
    },
    stops: [stop],
    items: [],
    lists: [],
    listItems: [],
    ...fields,
  };
}

const choice = { title: 'Lisbon again', startDate: '2026-10-01' };

describe('planTripCopy', () => {
  it('moves the trip, its stops and due dates by the same days, keeping its length', () => {
    const packing = list({});
    const plan = planTripCopy(
      source({
        lists: [packing],
        listItems: [listItem(packing.id, { text: 'Tickets', dueDate: '2026-04-09' })],
      }),
      choice,
      me,
    );
    expect(plan.trip).toEqual({
      destinationId: 'lisbon',
      title: 'Lisbon again',
      startDate: '2026-10-01',
      endDate: '2026-10-05',
      notes: 'Bring the rail pass',
      budget: 120_000,
      currency: 'EUR',
    });
    expect(plan.stops).toEqual([
      { place: porto, startDate: '2026-10-03', endDate: '2026-10-05', position: 0 },
    ]);
    expect(plan.lists[0]?.items[0]?.dueDate).toBe('2026-09-30');
  });

  it('moves dates backwards and across month and year ends', () => {
    expect(shiftDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    const plan = planTripCopy(source(), { title: 'Earlier', startDate: '2026-01-01' }, me);
    expect(plan.trip).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-05' });
    expect(plan.stops[0]).toMatchObject({ startDate: '2026-01-03', endDate: '2026-01-05' });
  });

  it('keeps items on their day with their times, places and order, and stays their nights', () => {
    const stay = item({
      day: 2,
      type: 'accommodation',
      title: 'Casa Amora',
      time: '15:00',
      endTime: '11:00 (+2)',
      place: porto,
      position: 1,
    });
    const flight = item({
      day: 1,
      type: 'transport',
      title: 'TP 1',
      time: '08:00',
      timeZone: 'Europe/London',
      reference: 'ABC123',
      position: 0,
    });
    const walk = item({ day: 2, title: 'Walk', position: 0, description: 'Along the river' });
    const plan = planTripCopy(source({ items: [stay, flight, walk] }), choice, me);
    expect(plan.items).toEqual([
      {
        sourceId: flight.id,
        day: 1,
        type: 'transport',
        title: 'TP 1',
        time: '08:00',
        timeZone: 'Europe/London',
        reference: 'ABC123',
        position: 0,
      },
      {
        sourceId: walk.id,
        day: 2,
        type: 'activity',
        title: 'Walk',
        description: 'Along the river',
        position: 0,
      },
      {
        sourceId: stay.id,
        day: 2,
        type: 'accommodation',
        title: 'Casa Amora',
        time: '15:00',
        endTime: '11:00 (+2)',
        place: porto,
        position: 1,
      },
    ]);
    expect(stayNights({ type: 'accommodation', endTime: plan.items[2]?.endTime ?? null })).toBe(2);
  });

  it('copies lists unticked, skipping personal lists of others and assignees other than me', () => {
    const shared = list({ title: 'Packing', position: 0 });
    const mine = list({ title: 'My to-dos', kind: 'todo', visibility: 'personal', position: 1 });
    const theirs = list({ title: 'Secret', visibility: 'personal', ownerId: companion });
    const plan = planTripCopy(
      source({
        lists: [theirs, mine, shared],
        listItems: [
          listItem(shared.id, { text: 'Passport', checked: true, assigneeId: me, quantity: 1 }),
          listItem(shared.id, {
            text: 'Tent',
            checked: true,
            assigneeId: companion,
            category: 'other',
            position: 1,
          }),
          listItem(mine.id, { text: 'Call the bank', checked: true }),
          listItem(theirs.id, { text: 'Surprise party' }),
        ],
      }),
      choice,
      me,
    );
    expect(plan.lists.map((l) => [l.title, l.visibility])).toEqual([
      ['Packing', 'shared'],
      ['My to-dos', 'personal'],
    ]);
    expect(plan.lists.flatMap((l) => l.items.map((i) => i.checked))).toEqual([false, false, false]);
    expect(plan.lists[0]?.items).toEqual([
      {
        text: 'Passport',
        quantity: 1,
        category: null,
        assigneeId: me,
        dueDate: null,
        day: null,
        itineraryItemId: null,
        checked: false,
        position: 0,
      },
      {
        text: 'Tent',
        quantity: null,
        category: 'other',
        assigneeId: null,
        dueDate: null,
        day: null,
        itineraryItemId: null,
        checked: false,
        position: 1,
      },
    ]);
    expect(JSON.stringify(plan)).not.toContain('Surprise party');
  });

  it("keeps a list item's day, and its link to an activity for the writer to point at the copy", () => {
    const louvre = item({ day: 2, title: 'Louvre' });
    const todo = list({ title: 'To do', kind: 'todo' });
    const plan = planTripCopy(
      source({
        items: [louvre],
        lists: [todo],
        listItems: [
          listItem(todo.id, { text: 'Buy tram tickets', day: 2 }),
          listItem(todo.id, { text: 'Book the Louvre', itineraryItemId: louvre.id, position: 1 }),
        ],
      }),
      choice,
      me,
    );
    expect(plan.items.map((i) => i.sourceId)).toEqual([louvre.id]);
    expect(plan.lists[0]?.items.map((i) => [i.text, i.day, i.itineraryItemId])).toEqual([
      ['Buy tram tickets', 2, null],
      ['Book the Louvre', null, louvre.id],
    ]);
  });

  it('copies day notes and the trip note, and no expenses, documents, members or cover', () => {
    const plan = planTripCopy(
      {
        ...source(),
        // Rows the planner is never given a place for, passed anyway: they must not leak in.
        ...{ expenses: [{ description: 'Dinner' }], documents: [{ name: 'ticket.pdf' }] },
      } as TripCopySource,
      choice,
      me,
    );
    expect(plan.dayNotes).toEqual([
      { day: 2, text: 'Museums closed' },
      { day: 4, text: 'Early train' },
    ]);
    expect(Object.keys(plan).sort()).toEqual(['dayNotes', 'items', 'lists', 'stops', 'trip']);
    expect(plan.trip).not.toHaveProperty('coverDocumentId');
    expect(JSON.stringify(plan)).not.toMatch(/Dinner|ticket\.pdf/);
  });

  it('leaves out a budget and notes the trip does not have', () => {
    const plan = planTripCopy(
      source({ trip: { ...source().trip, notes: null, budget: null, dayNotes: undefined } }),
      choice,
      me,
    );
    expect(plan.trip).not.toHaveProperty('notes');
    expect(plan.trip).not.toHaveProperty('budget');
    expect(plan.dayNotes).toEqual([]);
  });
});
