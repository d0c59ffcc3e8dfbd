import { describe, expect, it, vi } from 'vitest';
import { seededRandom, seededUuid } from './convergence-model';
import { expectConverged, queueCounter, randomChange, recordDecisions } from './convergence-steps';
import { cleanupAfterEach, type Device, openDevice, settle, signUp, startServer } from './harness';

/**
 * Two devices make a few hundred random changes (including to trips the other one deleted) with
 * random offline periods, lost acknowledgements, reloads and syncs in random order. At the end
 * both devices and the server's database must hold the same data, equal to a model fed the
 * server's decisions.
 * Replay a failure with SYNC_FUZZ_SEED=<seed> (the seed is in the failure message).
 */
cleanupAfterEach();

const STEPS = Number(process.env.SYNC_FUZZ_STEPS ?? 300);
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
      const { queued, count: countQueued } = queueCounter(devices);

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
      await expectConverged({ decisions, devices, queued, db: server.db, userId: account.userId });
      expect(decisions.length).toBeGreaterThan(STEPS / 2);
    } catch (error) {
      if (error instanceof Error) error.message = `SYNC_FUZZ_SEED=${seed}: ${error.message}`;
      throw error;
    }
  }, 60_000);
});
