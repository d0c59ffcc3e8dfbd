import { describe, expect, it } from 'vitest';
import { openDatabaseAsync } from '../../sync-server/src/db/connection';
import { TEST_DATABASE_URL } from '../../sync-server/src/testing/test-database';
import { seededRandom } from './convergence-model';
import { expectConverged, queueCounter, randomChange, recordDecisions } from './convergence-steps';
import {
  cleanupAfterEach,
  type Device,
  type Fetchable,
  openDevice,
  settle,
  signUp,
} from './harness';
import { type ServerProcess, serversPerTest } from './server-process';

/**
 * Several server processes on one PostgreSQL behave as one server (issue 14, decision 010).
 * Three real processes share a database; devices push and pull through a node picked at random
 * for every request; one node is killed with SIGKILL while devices are syncing and started
 * again later. At the end the invariants of convergence.test.ts hold: every device equals the
 * server, which equals a model fed the server's decisions, and every queued change was decided
 * exactly once (nothing lost, nothing applied twice, no change skipped by a pull).
 * Only PostgreSQL lets several processes share a database; on SQLite this file has nothing to
 * run. Replay with MULTI_NODE_SEED=<seed> (in the failure message); timing still varies.
 */
cleanupAfterEach();
const servers = serversPerTest();

const STEPS = Number(process.env.MULTI_NODE_STEPS ?? 300);
const NODES = 3;

describe.skipIf(!TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  it('devices syncing through random nodes, one node killed mid-sync and restarted, converge', async () => {
    const seed = Number(process.env.MULTI_NODE_SEED ?? Math.floor(Math.random() * 2 ** 32));
    const random = seededRandom(seed);
    try {
      const dir = servers.folder('wayfarer-nodes-');
      const database = await servers.database(dir);
      const web = servers.folder('wayfarer-noweb-');
      // Started together: their migrations take turns under the advisory lock.
      const nodes: Array<ServerProcess | null> = await Promise.all(
        Array.from({ length: NODES }, () => servers.spawn(database, web)),
      );
      const served = new Map<string, number>();
      const anyNode: Fetchable = {
        request(input, init) {
          const live = nodes.filter((n): n is ServerProcess => n !== null);
          const node = live[Math.floor(random() * live.length)] as ServerProcess;
          served.set(node.baseUrl, (served.get(node.baseUrl) ?? 0) + 1);
          return fetch(input.replace('http://localhost', node.baseUrl), init);
        },
      };
      const db = await openDatabaseAsync(database);
      try {
        const server = { app: anyNode, db };
        const account = await signUp(server);
        const { decisions, target } = recordDecisions(anyNode);
        const devices = [0, 1, 2].map(() => openDevice(server, account, { target: () => target }));
        const { queued, count: countQueued } = queueCounter(devices);
        const victim = 1;

        for (let step = 0; step < STEPS; step++) {
          const device = devices[Math.floor(random() * devices.length)] as Device;
          const roll = random();
          if (step === Math.floor(STEPS / 3)) {
            // Killed while every device is syncing: some requests die with it, mid-transaction.
            const syncing = Promise.all(devices.map((d) => d.engine.flush()));
            const killed = nodes[victim] as ServerProcess;
            killed.child.kill('SIGKILL');
            await killed.exited;
            nodes[victim] = null;
            await syncing;
          } else if (step === Math.floor((2 * STEPS) / 3)) {
            nodes[victim] = await servers.spawn(database, web);
          } else if (roll < 0.04) device.net.offline = !device.net.offline;
          else if (roll < 0.06) {
            device.reload();
            countQueued(device);
          } else if (roll < 0.08) device.net.inject('/api/sync/push', { kind: 'drop' });
          else if (roll < 0.22) await device.engine.flush();
          else if (roll < 0.27) await Promise.all(devices.map((d) => d.engine.flush()));
          else await randomChange(device.db, random);
        }

        for (const d of devices) d.net.offline = false;
        await settle(...devices);
        await expectConverged({ decisions, devices, queued, db, userId: account.userId });
        expect(decisions.length).toBeGreaterThan(STEPS / 3);
        // Every node served, the restarted one included.
        expect(served.size).toBe(NODES + 1);
      } finally {
        await db.close();
      }
    } catch (error) {
      if (error instanceof Error) error.message = `MULTI_NODE_SEED=${seed}: ${error.message}`;
      throw error;
    }
  }, 180_000);
});
