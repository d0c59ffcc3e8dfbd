import { describe, expect, it, vi } from 'vitest';
import { EXPENSE_CATEGORIES, ITINERARY_TYPES } from '@shared/constants';
import type { PushRequest, PushResponse } from '@shared/sync/messages';
import type { Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import { addExpense, deleteExpense } from '../../web/src/db/expense-repo';
import { addItineraryItem, deleteItineraryItem } from '../../web/src/db/itinerary-repo';
import { getClientId } from '../../web/src/db/meta';
import { createTrip, deleteTrip, updateTrip } from '../../web/src/db/trip-repo';
import { seededRandom, seededUuid, TripModel, withoutServerFields } from './convergence-model';
import {
  cleanupAfterEach,
  type Device,
  deviceState,
  type Fetchable,
  openDevice,
  serverState,
  settle,
  signUp,
  startServer,
} from './harness';

/**
 * Two devices make a few hundred random changes (including to trips the other one deleted) with
 * random offline periods, lost acknowledgements, reloads and syncs in random order. At the end
 * both devices and the server's database must hold the same data, equal to a model fed the
 * server's decisions.
 * Replay a failure with SYNC_FUZZ_SEED=<seed> (the seed is in the failure message).
 */
cleanupAfterEach();

const STEPS = Number(process.env.SYNC_FUZZ_STEPS ?? 300);
const DESTINATIONS = ['kyoto', 'lisbon'];

interface Decision {
  clientId: string;
  mutation: Mutation;
  applied: boolean;
}

/** Listens between the devices and the server and keeps each mutation's first decision. */
function recordDecisions(app: Fetchable) {
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

async function randomChange(db: AppDb, random: () => number) {
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
  } else if (roll < 0.4) {
    const fields = random();
    await updateTrip(db, trip.id, {
      ...(fields < 0.6 ? { title: `Title ${Math.floor(random() * 1000)}` } : {}),
      ...(fields > 0.4
        ? { notes: random() < 0.2 ? null : `Note ${Math.floor(random() * 100)}` }
        : {}),
      ...(fields > 0.8 ? { budget: Math.floor(random() * 100_000) } : {}),
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
  } else if (roll < 0.84) {
    const day = 1 + Math.floor(random() * 9);
    const type = pick(ITINERARY_TYPES) ?? 'activity';
    await addItineraryItem(db, { tripId: trip.id, day, type, title: `Day ${day} ${type}` });
  } else if (roll < 0.93) {
    const expense = pick(await db.expenses.where('tripId').equals(trip.id).sortBy('id'));
    if (expense) await deleteExpense(db, expense.id);
  } else {
    const item = pick(await db.itineraryItems.where('tripId').equals(trip.id).sortBy('id'));
    if (item) await deleteItineraryItem(db, item.id);
  }
}

describe('randomized convergence', () => {
  it('two devices with random offline periods, lost answers and reloads converge on the model', async () => {
    const seed = Number(process.env.SYNC_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
    const random = seededRandom(seed);
    vi.spyOn(crypto, 'randomUUID').mockImplementation(
      () => seededUuid(random) as ReturnType<Crypto['randomUUID']>,
    );
    // Backoff retries stay frozen: only the test decides when a device syncs, so a seed replays.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = await startServer();
      const account = await signUp(server);
      const { decisions, target } = recordDecisions(server.app);
      const devices = [0, 1].map(() => openDevice(server, account, { target: () => target }));
      const queued = new Map<Device, number>(devices.map((d) => [d, 0]));
      const countQueued = (d: Device) =>
        d.db.outbox.hook('creating', () => void queued.set(d, (queued.get(d) ?? 0) + 1));
      devices.forEach(countQueued);

      for (let step = 0; step < STEPS; step++) {
        const device = devices[Math.floor(random() * devices.length)] as Device;
        const roll = random();
        if (roll < 0.05) device.net.offline = !device.net.offline;
        else if (roll < 0.07) {
          device.reload();
          countQueued(device);
        } else if (roll < 0.09) device.net.inject('/api/sync/push', { kind: 'drop' });
        else if (roll < 0.21) await device.engine.flush();
        else if (roll < 0.24) await Promise.all(devices.map((d) => d.engine.flush()));
        else await randomChange(device.db, random);
      }

      for (const d of devices) d.net.offline = false;
      await settle(...devices);

      const model = new TripModel(new Set(DESTINATIONS));
      for (const [index, { mutation, applied }] of decisions.entries()) {
        const expected = model.shouldAccept(mutation);
        if (expected !== applied) {
          throw new Error(
            `Decision ${index} (${mutation.name} ${JSON.stringify(mutation.args)}): server ${applied ? 'applied' : 'rejected'} it, the model expected the opposite`,
          );
        }
        if (applied) model.apply(mutation);
      }
      const onServer = await serverState(server.db, account.userId);
      expect(withoutServerFields(onServer)).toEqual(model.state());
      for (const d of devices) {
        expect(await deviceState(d.db)).toEqual(onServer);
        const clientId = await getClientId(d.db);
        // Every change queued on the device was decided on exactly once.
        expect(decisions.filter((x) => x.clientId === clientId)).toHaveLength(queued.get(d) ?? 0);
      }
      expect(decisions.length).toBeGreaterThan(STEPS / 2);
    } catch (error) {
      if (error instanceof Error) error.message = `SYNC_FUZZ_SEED=${seed}: ${error.message}`;
      throw error;
    }
  }, 60_000);
});
