import type pg from 'pg';
import type { ChangeBus } from './connection';

/** NOTIFY payloads are limited to 8000 bytes; user ids are 36-character UUIDs. */
const IDS_PER_MESSAGE = 150;
const RECONNECT_MS = 1000;

/**
 * Changes reach every server process through PostgreSQL's LISTEN/NOTIFY: a write on one node
 * publishes the users it touched, and every node (itself included) tells its own open event
 * streams. One connection per process listens, from its first stream on; if it drops, it
 * listens again, and devices pull on reconnect anyway, so a notification lost in between
 * costs a few seconds, not data.
 */
export function postgresBus(
  pool: pg.Pool,
  ready: Promise<void>,
  channel: string,
): ChangeBus & { close(): Promise<void> } {
  const listeners = new Set<(userIds: string[]) => void>();
  let client: pg.PoolClient | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;

  const deliver = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const ids = message.payload.split(',');
    for (const listener of [...listeners]) listener(ids);
  };

  // A dropped or failed listen is tried again until the bus is closed.
  const retryLater = () => {
    if (!closed) setTimeout(() => void listen().catch(() => {}), RECONNECT_MS).unref();
  };

  const listen = (): Promise<void> =>
    (starting ??= (async () => {
      await ready;
      const connection = await pool.connect();
      connection.on('notification', deliver);
      connection.on('error', () => {
        // Dropped: release it broken and listen again on a fresh connection.
        connection.release(true);
        client = null;
        starting = null;
        retryLater();
      });
      try {
        await connection.query(`listen "${channel}"`);
      } catch (err) {
        connection.release(true);
        throw err;
      }
      client = connection;
    })().catch((err: unknown) => {
      starting = null;
      retryLater();
      throw err;
    }));

  return {
    publish(userIds) {
      for (let i = 0; i < userIds.length; i += IDS_PER_MESSAGE) {
        const payload = userIds.slice(i, i + IDS_PER_MESSAGE).join(',');
        pool
          .query('select pg_notify($1, $2)', [channel, payload])
          .catch((err: Error) => console.error('Could not publish a change', err.message));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      const listening = listen();
      listening.catch((err: Error) => console.error('Could not listen for changes', err));
      return { stop: () => void listeners.delete(listener), listening };
    },
    async close() {
      closed = true;
      if (client) {
        await client.query(`unlisten "${channel}"`).catch(() => {});
        client.release();
        client = null;
      }
    },
  };
}
