import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import type { UserRow } from '../http/env';

export const SESSION_COOKIE = 'wf_sid';
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The database keeps only a digest of the token: a copy of it cannot be replayed as a cookie. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Every /api request looks its session and user up, so both queries are compiled once per
 * database (a query built per request cost about 90 µs of the request's time).
 */
function prepareLookups(db: Db) {
  return {
    session: db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sql.placeholder('sid')))
      .prepare(),
    user: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  };
}

export class SessionStore {
  private readonly lookups: ReturnType<typeof prepareLookups>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {
    this.lookups = prepareLookups(db);
  }

  /** Starts a session and answers its cookie token: 256 random bits. */
  create(userId: string): { token: string; expires: Date } {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expires = new Date(now.getTime() + this.ttlMs);
    this.db
      .insert(sessions)
      .values({
        sid: digest(token),
        sess: { userId, createdAt: now.toISOString() },
        expire: expires.getTime(),
      })
      .run();
    return { token, expires };
  }

  /** The signed-in user id for a token, or null when unknown or expired (forgotten then). */
  private userIdFor(token: string): string | null {
    const row = this.lookups.session.get({ sid: digest(token) });
    if (!row) return null;
    if (row.expire <= this.now().getTime()) {
      this.destroy(token);
      return null;
    }
    return row.sess.userId;
  }

  /** The signed-in user for a token, or null when the session is unknown or expired. */
  userFor(token: string): UserRow | null {
    const userId = this.userIdFor(token);
    return userId ? (this.lookups.user.get({ id: userId }) ?? null) : null;
  }

  destroy(token: string): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, digest(token)))
      .run();
  }

  /** Removes expired sessions; answers how many went. */
  purgeExpired(): number {
    return this.db.delete(sessions).where(lt(sessions.expire, this.now().getTime())).run().changes;
  }
}
