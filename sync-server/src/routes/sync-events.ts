import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../auth/middleware';
import { SESSION_COOKIE } from '../auth/sessions';
import type { ChangeHub } from '../domain/sync/change-hub';
import type { AppEnv } from '../http/env';

/** Below the idle timeouts of common proxies and load balancers (often 30 to 60 s). */
export const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/sync/events`: Server-Sent Events telling a signed-in device that something changed
 * for its user, so it syncs now instead of at its next trigger. Events carry no data of the
 * user's (`ready` once connected, then `change` with a counter); the device runs its normal
 * push and pull, which decide what it may see.
 *
 * The session cookie is checked once, at connect. A stream lives on past its session's expiry,
 * or a sign-out on another device, until it closes (network change, server restart, the
 * device's own sign-out). That is acceptable because it carries nothing: at worst a stale
 * device hears "pull now" and its pull is refused with 401.
 *
 * A session and an account hold a limited number of streams (ChangeHub's StreamLimits). The
 * stream that makes room is the oldest: it says `replaced` and ends, and the device does not
 * reconnect it until its page is shown again (web/src/sync/live-updates.ts), so tabs beyond the
 * limit take turns with the traveller's attention instead of pushing each other out in a loop.
 *
 * Not compressed: compressAnswers leaves text/event-stream alone (and any answer with a
 * Transfer-Encoding, which streamSSE sets), and `no-transform` asks proxies to do the same, so
 * each event leaves at once instead of waiting to be compressed.
 */
export function syncEventRoutes(hub: ChangeHub, heartbeatMs = HEARTBEAT_MS) {
  const app = new Hono<AppEnv>();

  app.get('/events', (c) => {
    const user = requireUser(c);
    // Only a digest of the token is kept in memory, as in the database (decision 002).
    const session = createHash('sha256')
      .update(getCookie(c, SESSION_COOKIE) ?? '')
      .digest('hex');
    // nginx would otherwise buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    const res = streamSSE(c, async (stream) => {
      let changed = false;
      let replaced = false;
      let wake: (() => void) | undefined;
      let heartbeat: ReturnType<typeof setTimeout> | undefined;
      const unsubscribe = hub.subscribe(
        user.id,
        () => {
          changed = true;
          wake?.();
        },
        {
          session,
          onReplaced: () => {
            replaced = true;
            wake?.();
          },
        },
      );
      const end = () => wake?.();
      stream.onAbort(end);
      hub.closing.addEventListener('abort', end);
      const open = () => !stream.aborted && !stream.closed && !hub.closing.aborted && !replaced;
      try {
        let sent = 0;
        // `ready` makes the device pull; a change committed on another node after that pull
        // must reach this stream, so it is said only once this process is listening.
        await hub.whenListening().catch(() => {});
        await stream.writeSSE({ event: 'ready', data: String(sent) });
        while (open()) {
          if (!changed) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              heartbeat = setTimeout(resolve, heartbeatMs);
            });
            wake = undefined;
            clearTimeout(heartbeat);
          }
          if (!open()) break;
          if (changed) {
            // Notifications arriving while this one is written set `changed` again and leave
            // as one event after it: a burst of pushes costs the device one extra sync, not one each.
            changed = false;
            sent += 1;
            await stream.writeSSE({ event: 'change', data: String(sent) });
          } else {
            // A comment: EventSource ignores it, proxies see traffic and keep the connection.
            await stream.write(': heartbeat\n\n');
          }
        }
        if (replaced && !stream.aborted && !stream.closed) {
          await stream.writeSSE({ event: 'replaced', data: 'A newer stream took its place' });
        }
      } finally {
        unsubscribe();
        clearTimeout(heartbeat);
        hub.closing.removeEventListener('abort', end);
      }
    });
    // streamSSE says no-cache; nothing of this answer may be stored or transformed on the way.
    res.headers.set('Cache-Control', 'no-store, no-transform');
    return res;
  });

  return app;
}
