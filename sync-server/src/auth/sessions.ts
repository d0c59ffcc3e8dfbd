import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { UserRow } from '../http/env';
import { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'wf_sid';
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The database keeps only a digest of the token: a copy of it cannot be replayed as a cookie. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * One cache per SQLite database, shared by every store on it (tests run several apps on one
 * database), so that a sign-out through any of them revokes it for all.
 */
const caches = new WeakMap<Db, SessionCache>();

function cacheFor(db: Db): SessionCache | undefined {
  if (db.dialect !== 'sqlite') return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** What a session row's `sess` holds, as JSON text. */
interface SessionData {
  userId: string;
  createdAt: string;
}

/**
 * Sessions in the database. Every /api request looks its session and user up, through the
 * compiled statements of account-statements.ts, or on SQLite from session-cache.ts.
 */
export class SessionStore {
  private readonly cache: SessionCache | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {
    this.cache = cacheFor(db);
  }

  /** Starts a session and answers its cookie token: 256 random bits. */
  async create(userId: string): Promise<{ token: string; expires: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expires = new Date(now.getTime() + this.ttlMs);
    const sess: SessionData = { userId, createdAt: now.toISOString() };
    await this.db.$statements.insertSession.run(
      digest(token),
      JSON.stringify(sess),
      expires.getTime(),
    );
    return { token, expires };
  }

  /** The signed-in user for a token, or null when the session is unknown or expired (forgotten then). */
  async userFor(token: string): Promise<UserRow | null> {
    const cached = this.cache?.get(token, this.now().getTime());
    if (cached) return cached;
    const sid = digest(token);
    const ticket = this.cache?.ticket();
    const row = await this.db.$statements.sessionUser.get(sid);
    if (!row) return null;
    const { sessionExpire, ...user } = row;
    const now = this.now().getTime();
    if (sessionExpire <= now) {
      await this.destroy(token);
      return null;
    }
    if (ticket !== undefined) {
      this.cache?.store(token, { user, expire: sessionExpire, readAt: now }, ticket);
    }
    return user;
  }

  async destroy(token: string): Promise<void> {
    this.cache?.revoke(token);
    await this.db.$statements.deleteSession.run(digest(token));
    this.cache?.revoke(token);
  }

  /** Removes expired sessions; answers how many went. */
  async purgeExpired(): Promise<number> {
    return (await this.db.$statements.purgeSessions.run(this.now().getTime())).changes;
  }
}
