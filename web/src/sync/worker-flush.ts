import { publicUserSchema } from '@shared/api/auth';
import { Dexie } from 'dexie';
import { AppDb } from '../db/app-db';
import { createSyncEngine } from './sync-engine';

export interface WorkerFlushDeps {
  fetchImpl: typeof fetch;
  locks: Pick<LockManager, 'request'> | undefined;
}

/**
 * - sent: the outbox went out (or was already empty), or the server stopped it for a reason the
 *   page must show (401, 426, a refusal): retrying in the background cannot help. The changes
 *   then stay queued.
 * - retry: the network or the server failed for now; the browser should fire the event again.
 * - not-signed-in: the browser's session is not this user's, so nothing was sent.
 */
export type WorkerFlushResult = 'sent' | 'retry' | 'no-database' | 'not-signed-in';

type Session = 'same-user' | 'other-or-none' | 'unreachable';

/**
 * Who the browser's cookie belongs to right now. The tag names the user whose queue waits, but
 * the cookie is whoever signed in last: another traveller's session must never carry this queue.
 */
async function sessionFor(userId: string, fetchImpl: typeof fetch): Promise<Session> {
  let res: Response;
  try {
    res = await fetchImpl('/api/user', { credentials: 'same-origin' });
  } catch {
    return 'unreachable';
  }
  if (res.status === 401) return 'other-or-none';
  if (!res.ok) return 'unreachable';
  const user = publicUserSchema.safeParse(await res.json().catch(() => null));
  return user.success && user.data.id === userId ? 'same-user' : 'other-or-none';
}

/**
 * One flush of a user's outbox from the service worker (a Background Sync event), with the same
 * engine and the same Web Lock as the pages, so it never runs beside a tab's flush. Nothing here
 * signs anybody out or shows anything: the page learns the outcome from the store when it opens.
 */
export async function flushInWorker(
  userId: string,
  deps: WorkerFlushDeps,
): Promise<WorkerFlushResult> {
  const db = new AppDb(userId);
  // Never create a database for a user this device has not stored (a stale or foreign tag).
  if (!(await Dexie.exists(db.name))) return 'no-database';
  const session = await sessionFor(userId, deps.fetchImpl);
  if (session === 'unreachable') return 'retry';
  // Signed out, or someone else is signed in: the queue waits for this user's next sign-in,
  // when the page flushes it. Retrying in the background cannot help.
  if (session === 'other-or-none') return 'not-signed-in';
  let signedOut = false;
  const engine = createSyncEngine({
    db,
    fetchImpl: deps.fetchImpl,
    locks: deps.locks,
    // No window here: no online/visibility triggers, and no toast or redirect on a 401.
    triggers: undefined,
    onUnauthorized: () => {
      signedOut = true;
    },
  });
  try {
    await engine.flush();
    // A 401 waits for the user to sign in again; retrying in the background cannot help.
    if (signedOut) return 'sent';
    const { phase } = engine.state.getState();
    const left = await db.outbox.count();
    const temporary = phase === 'offline' || phase === 'unreachable' || phase === 'error';
    return temporary && left > 0 ? 'retry' : 'sent';
  } finally {
    // Cancels the engine's own backoff timer: the browser's retry of the event replaces it.
    engine.stop();
    db.close();
  }
}
