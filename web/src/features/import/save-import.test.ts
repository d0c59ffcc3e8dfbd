import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBoardingPass } from '@shared/import/bcbp';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import type { AppDb } from '../../db/app-db';
import { testDb } from '../../db/test-db';
import { createTrip } from '../../db/trip-repo';
import { bookingDraft, matchingItem } from './booking-draft';
import { attachInboxDocument, keepInInbox, saveImport } from './save-import';

let db: AppDb;
afterEach(async () => {
  await db.delete();
});

const dates = { startDate: '2027-06-01', endDate: '2027-06-07' };
const flight = parseBoardingPass(
  encodeBoardingPass('TRAVELLER/ALEX', [
    {
      reference: 'ABC123',
      from: 'LIS',
      to: 'OPO',
      carrier: 'TP',
      number: '1351',
      dayOfYear: 154,
      seat: '12A',
    },
  ]),
).bookings[0]!;
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'pass.jpg', { type: 'image/jpeg' });

describe('saveImport', () => {
  it('adds the flight through the outbox with its file attached; importing it again updates it', async () => {
    db = testDb();
    const tripId = await createTrip(db, {
      title: 'Portugal',
      startDate: dates.startDate,
      endDate: dates.endDate,
      destinationId: 'paris',
    });
    const trip = { id: tripId, ...dates };
    const first = await saveImport(db, trip, [bookingDraft(trip, flight, 0)], photo());
    expect(first).toMatchObject({ added: 1, updated: 0 });
    const [item] = await db.itineraryItems.toArray();
    expect(item).toMatchObject({
      day: 3,
      type: 'transport',
      reference: 'ABC123',
      timeZone: 'Europe/Lisbon',
    });
    expect(item!.endPlace?.sourceId).toBe('OPO');
    const documents = await db.documents.toArray();
    expect(documents).toMatchObject([{ itemId: item!.id, name: 'pass', kind: 'ticket' }]);
    const outbox = (await db.outbox.toArray()).map((e) => e.name);
    expect(outbox).toEqual(expect.arrayContaining(['addItineraryItem', 'addDocument']));

    const again = bookingDraft(trip, flight, 0);
    const match = matchingItem(trip, again, await db.itineraryItems.toArray());
    expect(match?.id).toBe(item!.id);
    const second = await saveImport(
      db,
      trip,
      [{ ...again, updates: match, time: '08:05' }],
      photo(),
    );
    expect(second).toMatchObject({ added: 0, updated: 1, documentId: null });
    expect(await db.itineraryItems.count()).toBe(1);
    expect((await db.itineraryItems.get(item!.id))!.time).toBe('08:05');
    expect(await db.documents.count()).toBe(1);
  });

  it('saves only the ticked bookings, with the wallet pass they came in attached', async () => {
    db = testDb();
    const tripId = await createTrip(db, {
      title: 'Portugal',
      startDate: dates.startDate,
      endDate: dates.endDate,
      destinationId: 'paris',
    });
    const trip = { id: tripId, ...dates };
    const drafts = [
      bookingDraft(trip, flight, 0),
      { ...bookingDraft(trip, flight, 1), include: false },
    ];
    const pkpass = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'pass.pkpass');
    const saved = await saveImport(db, trip, drafts, pkpass);
    expect(saved).toMatchObject({ added: 1, updated: 0 });
    const [item] = await db.itineraryItems.toArray();
    expect(await db.documents.toArray()).toMatchObject([
      {
        id: saved.documentId,
        itemId: item!.id,
        name: 'pass',
        kind: 'ticket',
        mediaType: 'application/vnd.apple.pkpass',
      },
    ]);
  });

  it('keeps out of the documents a file that cannot be one (plain text)', async () => {
    db = testDb();
    const tripId = await createTrip(db, {
      title: 'Portugal',
      startDate: dates.startDate,
      endDate: dates.endDate,
      destinationId: 'paris',
    });
    const trip = { id: tripId, ...dates };
    const text = new File(['TP1351 ABC123'], 'notes.txt', { type: 'text/plain' });
    expect(await saveImport(db, trip, [bookingDraft(trip, flight, 0)], text)).toEqual({
      added: 1,
      updated: 0,
      documentId: null,
      firstItemId: (await db.itineraryItems.toArray())[0]?.id,
    });
    expect(await db.documents.count()).toBe(0);
  });

  it('keeps an unread picture in the documents, marked as needing a look', async () => {
    db = testDb();
    const tripId = await createTrip(db, {
      title: 'Portugal',
      startDate: dates.startDate,
      endDate: dates.endDate,
      destinationId: 'paris',
    });
    await keepInInbox(db, tripId, photo());
    expect(await db.documents.toArray()).toMatchObject([
      { name: 'Needs a look: pass', itemId: null, kind: 'other' },
    ]);
  });

  it('attaches an inbox document to the first saved booking, out of the inbox, kept once', async () => {
    db = testDb();
    const tripId = await createTrip(db, {
      title: 'Portugal',
      startDate: dates.startDate,
      endDate: dates.endDate,
      destinationId: 'paris',
    });
    const trip = { id: tripId, ...dates };
    const kept = await keepInInbox(db, tripId, photo());
    const doc = (await db.documents.get(kept))!;
    // Its bytes are kept already: the bookings are saved without a file, then it is attached.
    const saved = await saveImport(db, trip, [bookingDraft(trip, flight, 0)], null);
    expect(saved.documentId).toBeNull();
    await attachInboxDocument(db, doc, saved.firstItemId!);
    const [item] = await db.itineraryItems.toArray();
    expect(saved.firstItemId).toBe(item!.id);
    expect(await db.documents.toArray()).toMatchObject([
      { id: kept, name: 'pass', itemId: item!.id },
    ]);
    expect(await db.documentBlobs.count()).toBe(1);
    const outbox = (await db.outbox.toArray()).map((e) => e.name);
    expect(outbox.filter((name) => name === 'addDocument')).toHaveLength(1);
    expect(outbox).toContain('updateDocument');
  });
});
