import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIST_TITLE_MAX } from '@shared/schemas/trip-list';
import { VIEWER_REASON } from '@shared/sync/rejection-reasons';
import { shareTrip, sharingTestApp, TestDevice, tripBody } from '../testing/trip-fixtures';

/** Alice's trip with a packing list of three items, shared with Bob (editor) and Carol (viewer). */
async function listOnSharedTrip() {
  const built = await sharingTestApp();
  const alices = new TestDevice(built.alice);
  const trip = tripBody();
  const list = { id: randomUUID(), tripId: trip.id, kind: 'packing', title: 'Packing' };
  const items = ['Passport', 'Socks', 'Hat'].map((text, position) => ({
    id: randomUUID(),
    listId: list.id,
    text,
    position,
  }));
  await alices.pushOk(
    alices.queue(
      { name: 'createTrip', args: trip },
      { name: 'addList', args: { ...list, visibility: 'shared' } },
      ...items.map((args) => ({ name: 'addListItem', args })),
    ),
  );
  await shareTrip(built.alice, trip.id, 'bob', 'editor');
  await shareTrip(built.alice, trip.id, 'carol', 'viewer');
  const bobs = new TestDevice(built.alice.another());
  await bobs.http.login('bob');
  const carols = new TestDevice(built.alice.another());
  await carols.http.login('carol');
  return { alices, bobs, carols, list, items };
}

const reasons = (results: { status: string; reason?: string }[]) =>
  results.map((r) => r.reason ?? r.status);

describe('sync: arranging a list', () => {
  it('keeps a move on one phone and a tick and a new name on another', async () => {
    const { alices, bobs, carols, list, items } = await listOnSharedTrip();
    const [passport, , hat] = items;
    // Alice moves Hat to the top (one row, a new position); Bob, unaware, ticks it and renames.
    await alices.pushOk(
      alices.queue({ name: 'updateListItem', args: { id: hat!.id, patch: { position: -1 } } }),
    );
    const bobsPush = await bobs.pushOk(
      bobs.queue(
        { name: 'updateListItem', args: { id: hat!.id, patch: { checked: true } } },
        { name: 'updateList', args: { id: list.id, patch: { title: 'Carry-on' } } },
      ),
    );
    expect(reasons(bobsPush.results)).toEqual(['applied', 'applied']);
    const pulled = await carols.pull(0);
    const order = [...(pulled.listItems ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((i) => [i.text, i.checked]);
    expect(order).toEqual([
      ['Hat', true],
      ['Passport', false],
      ['Socks', false],
    ]);
    expect(pulled.lists?.map((l) => l.title)).toEqual(['Carry-on']);

    // Carol only views: she can neither move nor rename.
    const refused = await carols.pushOk(
      carols.queue(
        { name: 'updateListItem', args: { id: passport!.id, patch: { position: 9 } } },
        { name: 'updateList', args: { id: list.id, patch: { title: 'Mine' } } },
      ),
    );
    expect(reasons(refused.results)).toEqual([VIEWER_REASON, VIEWER_REASON]);
  });

  it('refuses a blank or 100,000-character name with a clear reason', async () => {
    const { alices, list } = await listOnSharedTrip();
    const bad = await alices.pushOk(
      alices.queue(
        { name: 'updateList', args: { id: list.id, patch: { title: '   ' } } },
        { name: 'updateList', args: { id: list.id, patch: { title: 'x'.repeat(100_000) } } },
      ),
    );
    const [blank, long] = reasons(bad.results);
    expect(blank).toBe('args.patch.title: Give the list a name');
    expect(long).toBe(
      `args.patch.title: A list's name can be at most ${LIST_TITLE_MAX} characters`,
    );
    expect((await alices.pull(0)).lists?.map((l) => l.title)).toEqual(['Packing']);
  });
});
