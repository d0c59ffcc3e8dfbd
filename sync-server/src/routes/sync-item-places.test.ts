import { describe, expect, it } from 'vitest';
import { tripWithDetailsSchema } from '@shared/schemas/trip';
import {
  itemBody,
  itemRows,
  placeBody,
  syncedRows,
  TestDevice,
  tripBody,
  tripTestApp,
} from '../testing/trip-fixtures';

/** Porto as the schema keeps it: the optional fields left out are null. */
const porto = { ...placeBody(), address: null };

describe('sync: an itinerary item’s place', () => {
  it('travels whole through push and pull, is stored as JSON and read back as sent', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const trip = tripBody();
    const atPlace = itemBody(trip.id, { place: placeBody(), location: 'By the river' });
    const plain = itemBody(trip.id, { title: 'Rest' });
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: trip },
        { name: 'addItineraryItem', args: atPlace },
        { name: 'addItineraryItem', args: plain },
      ),
    );
    const pulled = await laptop.pull();
    const byId = new Map(pulled.itineraryItems.map((i) => [i.id, i]));
    expect(byId.get(atPlace.id)).toMatchObject({ place: porto, location: 'By the river' });
    expect(byId.get(plain.id)?.place).toBeNull();
    const stored = (await itemRows(db)).find((r) => r.id === atPlace.id);
    expect(JSON.parse(stored?.place ?? 'null')).toEqual(porto);
    // The REST answer of the trip carries it too.
    const res = await alice.get(`/api/trips/${trip.id}`);
    const detail = tripWithDetailsSchema.parse(await res.json());
    expect(detail.itineraryItems.find((i) => i.id === atPlace.id)?.place).toEqual(porto);
  });

  it('is replaced whole by a patch, kept by a patch of other fields, and cleared by null', async () => {
    const { alice } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const trip = tripBody();
    const item = itemBody(trip.id, { place: placeBody() });
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: trip }, { name: 'addItineraryItem', args: item }),
    );
    await laptop.pull();
    const lisbon = placeBody({ name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 });
    const patch = (p: Record<string, unknown>) => ({
      name: 'updateItineraryItem',
      args: { id: item.id, patch: p },
    });

    await phone.pushOk(phone.queue(patch({ place: lisbon })));
    expect((await laptop.pull()).itineraryItems[0]?.place).toEqual({ ...lisbon, address: null });
    await phone.pushOk(phone.queue(patch({ title: 'Castle' })));
    expect((await laptop.pull()).itineraryItems[0]).toMatchObject({
      title: 'Castle',
      place: { name: 'Lisbon' },
    });
    await phone.pushOk(phone.queue(patch({ place: null })));
    expect((await laptop.pull()).itineraryItems[0]).toMatchObject({ title: 'Castle', place: null });
  });

  it('refuses an item whose place the schema refuses, changing nothing', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    await phone.pushOk(phone.queue({ name: 'createTrip', args: trip }));
    const before = await syncedRows(db);
    const { results } = await phone.pushOk(
      phone.queue(
        {
          name: 'addItineraryItem',
          args: itemBody(trip.id, { place: placeBody({ latitude: 123 }) }),
        },
        {
          name: 'addItineraryItem',
          args: itemBody(trip.id, { place: placeBody({ timeZone: 'Mars/Olympus' }) }),
        },
        {
          name: 'addItineraryItem',
          args: itemBody(trip.id, { place: placeBody({ name: 'x'.repeat(10_000) }) }),
        },
      ),
    );
    expect(results.map((r) => r.reason)).toEqual([
      'args.place.latitude: Latitude must be between -90 and 90',
      'args.place.timeZone: Unknown time zone',
      'args.place.name: Place names are 200 characters at most',
    ]);
    expect(await syncedRows(db)).toEqual(before);
  });
});
