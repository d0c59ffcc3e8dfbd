import { describe, expect, it } from 'vitest';
import { mutationSchema, type Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import { seededRandom } from './convergence-model';
import { applyOnDevice } from './equivalence-device';
import {
  drawDeletedTripChange,
  drawListChanges,
  RememberedLists,
  type ListSources,
} from './equivalence-list-moves';
import { deviceRows, serverRows } from './equivalence-rows';
import { drawTripChange } from './equivalence-trip-moves';
import { cleanupAfterEach, openDevice, signUp, startServer } from './harness';

cleanupAfterEach();

/*
 * Every mutation means the same on the device as on the server (decision 011): a random sequence
 * of changes is applied through the device's door, and after each one the rows the device shows
 * are compared with the rows its next pull brings from the server. Only what the server alone
 * decides (who and when) may differ. The five drifts this caught before both sides read the
 * shared definitions are among the moves: deletes that detach documents or clear a cover, blank
 * notes, a rate without its day, and trip patches the server refuses. The random sources are in
 * equivalence-trip-moves.ts and equivalence-list-moves.ts.
 */

// A fixed seed by default, so the run that must cover every mutation and some refusals does so
// on every machine; set EQUIVALENCE_SEED (and EQUIVALENCE_STEPS) to explore other sequences.
const SEEDS = process.env.EQUIVALENCE_SEED ? [Number(process.env.EQUIVALENCE_SEED)] : [1, 4];
const STEPS = Number(process.env.EQUIVALENCE_STEPS ?? 200);

interface Sources extends ListSources {
  random: () => number;
  arrivals: () => number;
}

/**
 * One step's changes, on what the device holds now: the main one, now and then a list change, a
 * day note and a template change, and a change to a list of a trip deleted meanwhile.
 */
async function randomChanges(
  db: AppDb,
  sources: Sources,
  remembered: RememberedLists,
): Promise<Array<{ mutation: Mutation; onDeletedTrip: boolean }>> {
  await remembered.remember(db);
  const late = await drawDeletedTripChange(db, sources.gone, remembered);
  const drawn = await drawTripChange(db, sources.random, sources.arrivals);
  const changes =
    'created' in drawn
      ? [drawn.created]
      : [drawn.main, ...(await drawListChanges(db, sources, drawn))];
  return [
    ...changes
      .filter((m): m is Mutation => m !== undefined)
      .map((mutation) => ({ mutation, onDeletedTrip: false })),
    ...(late ? [{ mutation: late, onDeletedTrip: true }] : []),
  ];
}

/**
 * What a mutation did with an item's place or the place it arrives at (replaced, or cleared), for
 * the coverage check.
 */
function placeTags(mutation: Mutation): string[] {
  const tags: string[] = [];
  if (mutation.name === 'addItineraryItem') {
    if (mutation.args.place) tags.push('item with a place');
    if (mutation.args.endPlace) tags.push('item with an end place');
  }
  if (mutation.name === 'updateItineraryItem') {
    const { patch } = mutation.args;
    if (patch.place !== undefined) tags.push('item place changed');
    if (patch.endPlace !== undefined) tags.push('item end place changed');
  }
  return tags;
}

describe('one definition per change', () => {
  it.each(SEEDS)(
    'the device shows what the server stores, after every step of a random sequence (seed %i)',
    async (SEED) => {
      const sources: Sources = {
        random: seededRandom(SEED),
        arrivals: seededRandom(SEED + 1_000),
        lists: seededRandom(SEED + 2_000),
        notes: seededRandom(SEED + 3_000),
        templates: seededRandom(SEED + 4_000),
        links: seededRandom(SEED + 5_000),
        gone: seededRandom(SEED + 6_000),
      };
      const remembered = new RememberedLists();
      const server = await startServer();
      const account = await signUp(server);
      const device = openDevice(server, account);
      const seen = new Map<string, number>();
      const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
      let refusedOnDevice = 0;

      for (let step = 0; step < STEPS; step++) {
        for (const { mutation, onDeletedTrip } of await randomChanges(
          device.db,
          sources,
          remembered,
        )) {
          const verdict = await applyOnDevice(device.db, mutation);
          if (onDeletedTrip) {
            // The server refuses every change to a deleted trip's lists but a delete (which
            // changes nothing there): the device must not queue one either.
            expect(verdict, `step ${step} ${JSON.stringify(mutation)} (seed ${SEED})`).toBe(
              mutation.name === 'deleteList' || mutation.name === 'deleteListItem'
                ? 'nothing'
                : 'refused',
            );
            count(`${mutation.name} on a deleted trip`);
            continue;
          }
          if (verdict === 'nothing') continue;
          if (verdict === 'refused') {
            refusedOnDevice++;
            if (mutation.name === 'addStop' || mutation.name === 'updateStop') {
              count('refused stop days');
            }
            if (mutation.name === 'addListItem' || mutation.name === 'updateListItem') {
              count('refused list item');
            }
            if (mutation.name === 'saveListTemplate') count('refused template');
            continue;
          }
          const shown = await deviceRows(device.db);
          await device.engine.flush();
          const rejections = await device.db.rejections.toArray();
          expect(rejections, `step ${step} ${mutation.name}: the server refused it`).toEqual([]);
          expect(await device.db.outbox.count()).toBe(0);
          const stored = await serverRows(server, account.userId);
          const where = `step ${step} ${JSON.stringify(mutation)} (seed ${SEED})`;
          expect(shown, where).toEqual(stored);
          // And the pull leaves the device with exactly the server's rows.
          expect(await deviceRows(device.db), where).toEqual(stored);
          count(mutation.name);
          for (const tag of placeTags(mutation)) count(tag);
        }
      }

      // The run must have exercised what it is about: every mutation, and some refusals.
      for (const name of mutationSchema.options.map((o) => o.shape.name.value)) {
        expect(seen.get(name) ?? 0, `${name} never ran (seed ${SEED})`).toBeGreaterThan(0);
      }
      expect(refusedOnDevice).toBeGreaterThan(0);
      // Places and end places travelled on items and were changed; stop days were refused on
      // the device.
      for (const key of [
        'item with a place',
        'item place changed',
        'item with an end place',
        'item end place changed',
        'refused stop days',
        'refused list item',
        'refused template',
        'updateList on a deleted trip',
      ]) {
        expect(seen.get(key) ?? 0, `${key}: never (seed ${SEED})`).toBeGreaterThan(0);
      }
    },
    120_000,
  );
});
