import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NOT_PACKING_MESSAGE } from '@shared/sync/list-rules';
import { ChangeHub } from '../domain/sync/change-hub';
import { sharingTestApp, TestDevice } from '../testing/trip-fixtures';

function templateBody(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    name: 'Ski week',
    kind: 'packing',
    items: [
      { text: 'Goggles', category: 'other' },
      { text: 'Wool socks', quantity: 4, category: 'clothes' },
    ],
    ...overrides,
  };
}

/** Alice on two devices and Bob on one, with a change feed that says who was told to pull. */
async function travellers() {
  const changes = new ChangeHub(undefined);
  const built = await sharingTestApp({ changes });
  const phone = new TestDevice(built.alice);
  const laptop = new TestDevice(built.alice);
  const bobs = new TestDevice(built.bob);
  const told: string[] = [];
  for (const user of [built.aliceUser, built.bobUser]) {
    changes.subscribe(user.id, () => told.push(user.username));
  }
  return { ...built, phone, laptop, bobs, told };
}

const reasons = (results: { status: string; reason?: string }[]) =>
  results.map((r) => r.reason ?? r.status);

describe("sync: list templates, a traveller's own", () => {
  it("reach the owner's other devices and nobody else's, and go when deleted", async () => {
    const { phone, laptop, bobs, told, aliceUser } = await travellers();
    await laptop.pull();
    await bobs.pull();
    const template = templateBody();
    const saved = await phone.pushOk(phone.queue({ name: 'saveListTemplate', args: template }));
    expect(reasons(saved.results)).toEqual(['applied']);
    expect(told).toEqual(['alice']);

    expect((await laptop.pull()).listTemplates).toEqual([
      {
        id: template.id,
        ownerId: aliceUser.id,
        name: 'Ski week',
        kind: 'packing',
        items: [
          { text: 'Goggles', quantity: null, category: 'other' },
          { text: 'Wool socks', quantity: 4, category: 'clothes' },
        ],
        createdAt: expect.any(String),
      },
    ]);
    expect((await bobs.pull()).listTemplates).toEqual([]);
    expect((await bobs.pull(0)).listTemplates).toEqual([]);

    told.length = 0;
    await phone.pushOk(phone.queue({ name: 'deleteListTemplate', args: { id: template.id } }));
    expect(told).toEqual(['alice']);
    const after = await laptop.pull();
    expect(after.listTemplates).toEqual([]);
    expect(after.laterTombstones).toEqual([{ table: 'listTemplates', id: template.id }]);
    expect((await bobs.pull()).laterTombstones).toEqual([]);
    expect((await laptop.pull(0)).listTemplates).toEqual([]);
  });

  it("answers another's template, alive or deleted, as one that never was", async () => {
    const { phone, bobs } = await travellers();
    const template = templateBody();
    await phone.pushOk(phone.queue({ name: 'saveListTemplate', args: template }));
    const probe = await bobs.pushOk(
      bobs.queue(
        { name: 'deleteListTemplate', args: { id: template.id } },
        { name: 'saveListTemplate', args: { ...template, name: 'Mine now' } },
        { name: 'deleteListTemplate', args: { id: randomUUID() } },
      ),
    );
    expect(reasons(probe.results)).toEqual([
      'List template not found',
      'List template not found',
      'List template not found',
    ]);
    expect((await phone.pull(0)).listTemplates).toMatchObject([{ name: 'Ski week' }]);

    await phone.pushOk(phone.queue({ name: 'deleteListTemplate', args: { id: template.id } }));
    const late = await bobs.pushOk(
      bobs.queue(
        { name: 'deleteListTemplate', args: { id: template.id } },
        { name: 'saveListTemplate', args: template },
      ),
    );
    expect(reasons(late.results)).toEqual(['List template not found', 'List template not found']);
  });

  it('is idempotent for its owner: a replayed save and a repeated delete change nothing', async () => {
    const { phone } = await travellers();
    const template = templateBody();
    const twice = await phone.pushOk(
      phone.queue(
        { name: 'saveListTemplate', args: template },
        { name: 'saveListTemplate', args: { ...template, name: 'Other' } },
        { name: 'deleteListTemplate', args: { id: template.id } },
        { name: 'deleteListTemplate', args: { id: template.id } },
        { name: 'saveListTemplate', args: template },
      ),
    );
    expect(reasons(twice.results)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'List template was deleted',
    ]);
    expect((await phone.pull(0)).listTemplates).toEqual([]);
  });

  it('refuses a template the contract refuses, with its words, and keeps nothing', async () => {
    const { phone } = await travellers();
    const refused = await phone.pushOk(
      phone.queue({
        name: 'saveListTemplate',
        args: templateBody({ kind: 'todo', items: [{ text: 'Book', category: 'other' }] }),
      }),
    );
    expect(reasons(refused.results)).toEqual([`args: ${CATEGORY_NOT_PACKING_MESSAGE}`]);
    expect((await phone.pull(0)).listTemplates).toEqual([]);
  });
});
