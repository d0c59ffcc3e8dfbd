import { expect } from 'vitest';
import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';
import type { PushRequest, PushResponse } from '@shared/sync/messages';
import type { Mutation } from '@shared/sync/mutations';
import type { TripList } from '@shared/schemas/trip-list';
import type { Db } from '../../sync-server/src/db/connection';
import type { AppDb } from '../../web/src/db/app-db';
import { InvalidChangeError } from '../../web/src/db/commit-mutation';
import { setDayNote } from '../../web/src/db/day-note-repo';
import { addExpense, deleteExpense } from '../../web/src/db/expense-repo';
import { addItineraryItem, deleteItineraryItem } from '../../web/src/db/itinerary-repo';
import { getClientId } from '../../web/src/db/meta';
import {
  addList,
  addListItem,
  deleteList,
  deleteListItem,
  updateList,
  updateListItem,
} from '../../web/src/db/list-repo';
import {
  deleteTemplate,
  saveListAsTemplate,
  startListFromTemplate,
} from '../../web/src/db/template-repo';
import { addStop, deleteStop, updateStop } from '../../web/src/db/stop-repo';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { TripModel, withoutServerFields } from './convergence-model';
import { type Device, deviceState, type Fetchable, serverState } from './harness';

/**
 * The moves and the final check of the randomized convergence tests (convergence.test.ts on one
 * server, multi-node.test.ts on several processes sharing one PostgreSQL).
 */

export const DESTINATIONS = ['kyoto', 'lisbon'];

/** A place drawn from `random`: somewhere on earth, now and then with its zone. */
export function randomPlace(random: () => number, name: string) {
  return {
    name,
    latitude: Math.round((random() * 180 - 90) * 1e4) / 1e4,
    longitude: Math.round((random() * 360 - 180) * 1e4) / 1e4,
    source: 'manual' as const,
    ...(random() < 0.5 ? { timeZone: 'Europe/Lisbon', country: 'Portugal' } : {}),
  };
}

/** 30 April to 10 May 2026: the days of the fuzz's trips (1-9 May) and one on either side. */
const STOP_DAYS = [
  '2026-04-30',
  ...Array.from({ length: 10 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`),
];

/**
 * Days of a stop on a trip of 1-9 May 2026: mostly in order, now and then as drawn (ending before
 * it starts); now and then reaching past the trip. The device refuses both before queuing.
 */
export function randomStopDays(random: () => number) {
  const day = () => STOP_DAYS[Math.floor(random() * STOP_DAYS.length)] ?? '2026-05-01';
  const a = day();
  const b = day();
  return random() < 0.85 && b < a ? { startDate: b, endDate: a } : { startDate: a, endDate: b };
}

interface Decision {
  clientId: string;
  mutation: Mutation;
  applied: boolean;
}

/** Listens between the devices and the server and keeps each mutation's first decision. */
export function recordDecisions(app: Fetchable) {
  const decisions: Decision[] = [];
  const seen = new Set<string>();
  const target: Fetchable = {
    async request(input, init) {
      const res = await app.request(input, init);
      if (input.endsWith('/api/sync/push') && res.status === 200) {
        const body = JSON.parse(String(init?.body)) as PushRequest;
        const { results } = (await res.clone().json()) as PushResponse;
        for (const result of results) {
          const key = `${body.clientId}:${result.id}`;
          const sent = body.mutations.find((m) => m.id === result.id);
          if (seen.has(key) || !sent) continue;
          seen.add(key);
          const mutation = { name: sent.name, args: sent.args } as Mutation;
          decisions.push({
            clientId: body.clientId,
            mutation,
            applied: result.status === 'applied',
          });
        }
      }
      return res;
    },
  };
  return { decisions, target };
}

/** Counts what each device queues in its outbox, across reloads (call again after one). */
export function queueCounter(devices: Device[]) {
  const queued = new Map<Device, number>(devices.map((d) => [d, 0]));
  const count = (d: Device) =>
    d.db.outbox.hook('creating', () => void queued.set(d, (queued.get(d) ?? 0) + 1));
  devices.forEach(count);
  return { queued, count };
}

/** One random change made on a device, as a traveller would. */
export async function randomChange(db: AppDb, random: () => number) {
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const trips = await db.trips.orderBy('id').toArray();
  const trip = pick(trips);
  const roll = random();
  if (!trip || roll < 0.12) {
    // One create in twenty names a destination the server does not know: it will be rejected.
    const destinationId = random() < 0.05 ? 'atlantis' : (pick(DESTINATIONS) ?? 'kyoto');
    const budget = random() < 0.5 ? Math.floor(random() * 500_000) : undefined;
    await createTrip(db, {
      destinationId,
      title: `Trip ${Math.floor(random() * 1000)}`,
      startDate: '2026-05-01',
      endDate: '2026-05-09',
      ...(budget !== undefined ? { budget } : {}),
    });
  } else if (roll < 0.34) {
    const fields = random();
    await updateTrip(db, trip.id, {
      ...(fields < 0.6 ? { title: `Title ${Math.floor(random() * 1000)}` } : {}),
      ...(fields > 0.4
        ? { notes: random() < 0.2 ? null : `Note ${Math.floor(random() * 100)}` }
        : {}),
      ...(fields > 0.8 ? { budget: Math.floor(random() * 100_000) } : {}),
    });
  } else if (roll < 0.4) {
    // Few days, so two devices often write the same day's note; now and then a blank clears it.
    await setDayNote(db, {
      tripId: trip.id,
      day: 1 + Math.floor(random() * 3),
      text: random() < 0.2 ? '' : `Day note ${Math.floor(random() * 100)}`,
    });
  } else if (roll < 0.46) {
    await deleteTrip(db, trip.id);
  } else if (roll < 0.66) {
    const amount = 1 + Math.floor(random() * 50_000);
    // Some in yen at a frozen rate: money in another currency converges like any other field.
    const inYen = random() < 0.3;
    await addExpense(db, {
      tripId: trip.id,
      category: pick(EXPENSE_CATEGORIES) ?? 'food',
      amount,
      ...(inYen
        ? {
            currency: 'JPY',
            rate: 0.0067,
            rateDate: '2026-09-29',
            rateSource: 'reference' as const,
          }
        : {}),
      date: '2026-05-02',
      description: `Spent ${amount}`,
    });
  } else if (roll < 0.78) {
    const day = 1 + Math.floor(random() * 9);
    const type = pick(ITINERARY_TYPES) ?? 'activity';
    // Some at a place, which travels whole as one value.
    const place = random() < 0.3 ? { place: randomPlace(random, `Place ${day}`) } : {};
    // A ride now and then with where it arrives, which travels whole too.
    const endPlace =
      type === 'transport' && random() < 0.5
        ? { endPlace: randomPlace(random, `Arrival ${day}`) }
        : {};
    await addItineraryItem(db, {
      tripId: trip.id,
      day,
      type,
      title: `Day ${day} ${type}`,
      ...place,
      ...endPlace,
    });
  } else if (roll < 0.82) {
    await randomStopChange(db, trip.id, random);
  } else if (roll < 0.88) {
    await randomListChange(db, trip.id, random);
  } else if (roll < 0.93) {
    const expense = pick(await db.expenses.where('tripId').equals(trip.id).sortBy('id'));
    if (expense) await deleteExpense(db, expense.id);
  } else {
    const item = pick(await db.itineraryItems.where('tripId').equals(trip.id).sortBy('id'));
    if (item) await deleteItineraryItem(db, item.id);
  }
}

/**
 * Adds, edits or deletes one of a trip's stops through the repo. Days outside the trip or out of
 * order are refused on the device (InvalidChangeError) and never queued: nothing to decide.
 */
async function randomStopChange(db: AppDb, tripId: string, random: () => number) {
  const stops = await db.stops.where('tripId').equals(tripId).sortBy('id');
  const stop = stops[Math.floor(random() * stops.length)];
  const roll = random();
  try {
    if (!stop || roll < 0.5) {
      await addStop(db, {
        tripId,
        place: randomPlace(random, `Stop ${Math.floor(random() * 1000)}`),
        ...randomStopDays(random),
      });
    } else if (roll < 0.8) {
      await updateStop(
        db,
        stop.id,
        random() < 0.5
          ? randomStopDays(random)
          : { place: randomPlace(random, `Moved ${Math.floor(random() * 1000)}`) },
      );
    } else {
      await deleteStop(db, stop.id);
    }
  } catch (error) {
    if (!(error instanceof InvalidChangeError)) throw error;
  }
}

/** This traveller or a companion the device knows of, now and then one who has left. */
async function someoneOnTrip(db: AppDb, tripId: string, random: () => number) {
  const members = await db.members.where('tripId').equals(tripId).sortBy('userId');
  const ids = [db.userId, ...members.map((m) => m.userId)];
  return ids[Math.floor(random() * ids.length)] ?? db.userId;
}

/**
 * Adds, edits, ticks or deletes one of a trip's lists or items through the repo, shared or
 * personal; a category on a list not for packing is refused on the device and never queued.
 */
export async function randomListChange(
  db: AppDb,
  tripId: string,
  random: () => number,
): Promise<string> {
  const pick = <T>(rows: readonly T[]): T | undefined => rows[Math.floor(random() * rows.length)];
  const list = pick(await db.lists.where('tripId').equals(tripId).sortBy('id'));
  const items = list ? await db.listItems.where('listId').equals(list.id).sortBy('id') : [];
  const item = pick(items);
  const roll = random();
  try {
    if (!list || roll < 0.08) {
      const id = await addList(db, {
        tripId,
        kind: pick(['packing', 'todo', 'checklist'] as const) ?? 'packing',
        title: `List ${Math.floor(random() * 1000)}`,
        visibility: random() < 0.3 ? 'personal' : 'shared',
      });
      return `addList ${id} on ${tripId}`;
    } else if (roll < 0.12) {
      await updateList(db, list.id, { title: `Renamed ${Math.floor(random() * 1000)}` });
      return `updateList ${list.id}`;
    } else if (roll < 0.15) {
      await deleteList(db, list.id);
      return `deleteList ${list.id}`;
    } else if (roll > 0.9) {
      return await randomTemplateChange(db, list, random);
    } else if (!item || roll < 0.55) {
      const id = await addListItem(db, {
        listId: list.id,
        text: `Thing ${Math.floor(random() * 1000)}`,
        ...(random() < 0.4 ? { quantity: 1 + Math.floor(random() * 5) } : {}),
        ...(random() < 0.3 ? { category: 'clothes' as const } : {}),
        ...(random() < 0.3 ? { assigneeId: await someoneOnTrip(db, tripId, random) } : {}),
        ...(random() < 0.3 ? await someLink(db, tripId, random) : {}),
      });
      return `addListItem ${id} on ${list.id}`;
    } else if (roll < 0.85) {
      // Ticks and edits of other fields: each travels alone, so both stay.
      await updateListItem(
        db,
        item.id,
        random() < 0.7
          ? { checked: !item.checked }
          : random() < 0.5
            ? { text: `Edited ${Math.floor(random() * 99)}` }
            : await someLink(db, tripId, random),
      );
      return `updateListItem ${item.id}`;
    }
    await deleteListItem(db, item.id);
    return `deleteListItem ${item.id}`;
  } catch (error) {
    if (!(error instanceof InvalidChangeError)) throw error;
    return `list change refused locally: ${error.message}`;
  }
}

/**
 * A link for a list item: an activity of the trip (deleting it clears the link, decision 018), a
 * day (sometimes past the trip's last, which the device refuses) or none.
 */
async function someLink(
  db: AppDb,
  tripId: string,
  random: () => number,
): Promise<{ day: number | null } | { itineraryItemId: string }> {
  const roll = random();
  const activities = await db.itineraryItems.where('tripId').equals(tripId).sortBy('id');
  const activity = activities[Math.floor(random() * activities.length)];
  if (roll < 0.6 && activity) return { itineraryItemId: activity.id };
  return { day: roll < 0.9 ? 1 + Math.floor(random() * 8) : null };
}

/**
 * Saves a list as one of the traveller's templates, starts a list on its trip from one, or
 * deletes one: a person's rows that travel to their devices alone (decision 021).
 */
async function randomTemplateChange(
  db: AppDb,
  list: { id: string; tripId: string; kind: TripList['kind'] },
  random: () => number,
): Promise<string> {
  const templates = await db.listTemplates.orderBy('id').toArray();
  const template = templates[Math.floor(random() * templates.length)];
  const roll = random();
  if (!template || roll < 0.4) {
    const id = await saveListAsTemplate(db, list.id, `Template ${Math.floor(random() * 1000)}`);
    return `saveListTemplate ${id} from ${list.id}`;
  }
  if (roll < 0.8) {
    const id = await startListFromTemplate(
      db,
      { tripId: list.tripId, kind: template.kind, title: template.name, visibility: 'shared' },
      template.items,
    );
    return `list ${id} from template ${template.id}`;
  }
  await deleteTemplate(db, template.id);
  return `deleteListTemplate ${template.id}`;
}

/**
 * Every device and the server hold the same rows, equal to a model fed the server's decisions
 * in order, and every change a device queued was decided on exactly once.
 */
export async function expectConverged(options: {
  decisions: Decision[];
  devices: Device[];
  queued: Map<Device, number>;
  db: Db;
  userId: string;
}): Promise<void> {
  const { decisions, devices, queued, db, userId } = options;
  const model = new TripModel(new Set(DESTINATIONS), userId);
  for (const [index, { mutation, applied }] of decisions.entries()) {
    const expected = model.shouldAccept(mutation);
    if (expected !== applied) {
      throw new Error(
        `Decision ${index} (${mutation.name} ${JSON.stringify(mutation.args)}): server ${applied ? 'applied' : 'rejected'} it, the model expected the opposite`,
      );
    }
    if (applied) model.apply(mutation);
  }
  const onServer = await serverState(db, userId);
  expect(withoutServerFields(onServer)).toEqual(model.state());
  for (const d of devices) {
    expect(await deviceState(d.db)).toEqual(onServer);
    const clientId = await getClientId(d.db);
    expect(decisions.filter((x) => x.clientId === clientId)).toHaveLength(queued.get(d) ?? 0);
  }
}
