import { describe, expect, it } from 'vitest';
import { TRIP_DELETED_REASON } from '@shared/sync/rejection-reasons';
import {
  REJECTION_ARGS_SUMMARY_BYTES,
  REJECTION_REASON_MAX,
} from '../domain/sync/rejection-summary';
import {
  rejectionRows,
  syncClientRows,
  TestDevice,
  tripBody,
  tripRows,
  tripTestApp,
} from '../testing/trip-fixtures';

/** What the issue measured: one push of 3.5 MiB of name and 3.5 MiB of arguments. */
const HUGE = 'x'.repeat(3.5 * 1024 * 1024);

/** Bytes a stored rejection takes in its text columns. */
const rowBytes = (row: { name: string; args: string | null; reason: string }) =>
  Buffer.byteLength(row.name) + Buffer.byteLength(row.args ?? '') + Buffer.byteLength(row.reason);

describe('sync push: what is kept of a refused change', () => {
  it('refuses a push naming a change outside the contract with 400, storing nothing', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const batch = device.queue(
      { name: 'createTrip', args: tripBody() },
      { name: HUGE, args: { junk: HUGE } },
    );
    const res = await device.push(batch);
    expect(res.status).toBe(400);
    const text = await res.text();
    // The answer names the mutation's place, not its megabytes.
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text).message).toBe(
      'mutations.1.name: Unknown change: this server does not know it',
    );
    expect(await rejectionRows(db)).toEqual([]);
    expect(await tripRows(db)).toEqual([]);
    expect(await syncClientRows(db)).toEqual([]);

    const renamed = await device.push(device.queue({ name: 'renameEverything', args: {} }));
    expect(renamed.status).toBe(400);
    expect(await rejectionRows(db)).toEqual([]);
  });

  it('keeps a bounded summary of a change with megabytes of arguments, and pulls only that', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    const [huge] = device.queue({
      name: 'createTrip',
      args: { ...tripBody(), title: HUGE, junk: HUGE },
    });
    const res = await device.pushOk([huge!]);
    expect(res.results).toEqual([
      {
        id: 1,
        status: 'rejected',
        reason: 'args.title: Too big: expected string to have <=200 characters',
      },
    ]);
    const [row] = await rejectionRows(db);
    expect(row?.name).toBe('createTrip');
    expect(rowBytes(row!)).toBeLessThan(REJECTION_ARGS_SUMMARY_BYTES + 200);

    const pullRes = await alice.get(`/api/sync/pull?clientId=${device.clientId}&cursor=0`);
    expect((await pullRes.clone().text()).length).toBeLessThan(REJECTION_ARGS_SUMMARY_BYTES + 2000);
    const [pulled] = (await device.pull(0)).rejections;
    expect(pulled).toMatchObject({ mutationId: 1, name: 'createTrip', argsTruncated: true });
    expect(typeof pulled?.args).toBe('string');
    expect(pulled?.args).toMatch(/^\{"id":"/);
    // The device still learns that its change was refused, exactly once.
    expect((await device.pushOk([huge!])).results).toEqual(res.results);
    expect(await rejectionRows(db)).toHaveLength(1);
  });

  it('cuts a change that passes the contract but is far larger than any app sends', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    // The contract bounds a trip's title and notes, not the id of its destination.
    await device.pushOk(
      device.queue({ name: 'createTrip', args: tripBody({ destinationId: HUGE }) }),
    );
    const [row] = await rejectionRows(db);
    expect(rowBytes(row!)).toBeLessThan(REJECTION_ARGS_SUMMARY_BYTES + 200);
    expect((await device.pull(0)).rejections[0]?.argsTruncated).toBe(true);
  });

  it('keeps the arguments of a refused real change whole, so it can be sent again', async () => {
    const { alice } = await tripTestApp();
    const device = new TestDevice(alice);
    const trip = tripBody();
    await device.pushOk(device.queue({ name: 'createTrip', args: trip }));
    await device.pushOk(device.queue({ name: 'deleteTrip', args: { id: trip.id } }));
    // The longest notes the contract allows, each character three bytes of UTF-8.
    const edit = { id: trip.id, patch: { notes: '旅'.repeat(5000) } };
    const [refused] = (await device.pushOk(device.queue({ name: 'updateTrip', args: edit })))
      .results;
    expect(refused).toEqual({ id: 3, status: 'rejected', reason: TRIP_DELETED_REASON });
    const [pulled] = (await device.pull(0)).rejections;
    expect(pulled?.args).toEqual(edit);
    expect(pulled).not.toHaveProperty('argsTruncated');
  });

  it('pulls a refusal stored whole before these bounds as a bounded summary', async () => {
    const { alice, db } = await tripTestApp();
    const device = new TestDevice(alice);
    await device.pushOk(device.queue({ name: 'createTrip', args: tripBody() }));
    await db.query(
      `insert into sync_rejections (client_id, mutation_id, name, args, reason, version, created_at)
       values (?, 2, ?, ?, ?, 1, '2026-05-01T09:00:00.000Z')`,
      [device.clientId, HUGE, JSON.stringify({ junk: HUGE }), `Unknown change '${HUGE}'`],
    );
    const res = await alice.get(`/api/sync/pull?clientId=${device.clientId}&cursor=0`);
    expect((await res.clone().text()).length).toBeLessThan(REJECTION_ARGS_SUMMARY_BYTES + 2000);
    const [pulled] = (await device.pull(0)).rejections;
    expect(pulled?.reason.length).toBeLessThanOrEqual(REJECTION_REASON_MAX);
    expect(pulled?.argsTruncated).toBe(true);
  });
});
