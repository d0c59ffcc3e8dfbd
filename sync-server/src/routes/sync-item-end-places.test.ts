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

const lisbon = placeBody({ name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 });
/** Lisbon as the schema keeps it: the optional fields left out are null. */
const arrival = { ...lisbon, address: null };

describe('sync: where an itinerary item arrives', () => {
  it('travels whole through push, pull and REST, stored as JSON beside the place', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const trip = tripBody();
    const train = itemBody(trip.id, {
      type: 'transport',
      title: 'Train south',
      place: placeBody(),
      endPlace: lisbon,
    });
    const plain = itemBody(trip.id, { title: 'Rest' });
    await phone.pushOk(
      phone.queue(
        { name: 'createTrip', args: trip },
        { name: 'addItineraryItem', args: train },
        { name: 'addItineraryItem', args: plain },
      ),
    );
    const pulled = await laptop.pull();
    const byId = new Map(pulled.itineraryItems.map((i) => [i.id, i]));
    expect(byId.get(train.id)).toMatchObject({ place: { name: 'Porto' }, endPlace: arrival });
    expect(byId.get(plain.id)?.endPlace).toBeNull();
    const stored = (await itemRows(db)).find((r) => r.id === train.id);
    expect(JSON.parse(stored?.endPlace ?? 'null')).toEqual(arrival);
    const res = await alice.get(`/api/trips/${trip.id}`);
    const detail = tripWithDetailsSchema.parse(await res.json());
    expect(detail.itineraryItems.find((i) => i.id === train.id)?.endPlace).toEqual(arrival);
  });

  it('is replaced whole by a patch, kept by a patch of other fields, and cleared by null', async () => {
    const { alice } = await tripTestApp();
    const phone = new TestDevice(alice);
    const laptop = new TestDevice(alice);
    const trip = tripBody();
    const item = itemBody(trip.id, { type: 'transport', endPlace: placeBody() });
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: trip }, { name: 'addItineraryItem', args: item }),
    );
    await laptop.pull();
    const patch = (p: Record<string, unknown>) => ({
      name: 'updateItineraryItem',
      args: { id: item.id, patch: p },
    });

    await phone.pushOk(phone.queue(patch({ endPlace: lisbon })));
    expect((await laptop.pull()).itineraryItems[0]?.endPlace).toEqual(arrival);
    await phone.pushOk(phone.queue(patch({ title: 'Bus', place: placeBody() })));
    expect((await laptop.pull()).itineraryItems[0]).toMatchObject({
      title: 'Bus',
      endPlace: { name: 'Lisbon' },
    });
    await phone.pushOk(phone.queue(patch({ endPlace: null })));
    expect((await laptop.pull()).itineraryItems[0]).toMatchObject({
      title: 'Bus',
      place: { name: 'Porto' },
      endPlace: null,
    });
  });

  it('refuses an item whose end place the schema refuses, changing nothing', async () => {
    const { alice, db } = await tripTestApp();
    const phone = new TestDevice(alice);
    const trip = tripBody();
    const item = itemBody(trip.id, { type: 'transport' });
    await phone.pushOk(
      phone.queue({ name: 'createTrip', args: trip }, { name: 'addItineraryItem', args: item }),
    );
    const before = await syncedRows(db);
    const { results } = await phone.pushOk(
      phone.queue(
        {
          name: 'addItineraryItem',
          args: itemBody(trip.id, { endPlace: placeBody({ latitude: 123 }) }),
        },
        {
          name: 'updateItineraryItem',
          args: { id: item.id, patch: { endPlace: placeBody({ timeZone: 'Mars/Olympus' }) } },
        },
      ),
    );
    expect(results.map((r) => r.reason)).toEqual([
      'args.endPlace.latitude: Latitude must be between -90 and 90',
      'args.patch.endPlace.timeZone: Unknown time zone',
    ]);
    expect(await syncedRows(db)).toEqual(before);
  });
});
