import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions } from '../db/schema';

export const SESSION_COOKIE = 'wf_sid';
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The database keeps only a digest of the token: a copy of it cannot be replayed as a cookie. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {}

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

  /** The signed-in user id for a token, or null when unknown or expired. */
  userIdFor(token: string): string | null {
    const row = this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, digest(token)))
      .get();
    if (!row) return null;
    if (row.expire <= this.now().getTime()) {
      this.destroy(token);
      return null;
    }
    return row.sess.userId;
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
