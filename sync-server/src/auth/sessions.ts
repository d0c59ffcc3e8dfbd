import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { UserRow } from '../http/env';

export const SESSION_COOKIE = 'wf_sid';
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The database keeps only a digest of the token: a copy of it cannot be replayed as a cookie. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a session row's `sess` holds, as JSON text. */
interface SessionData {
  userId: string;
  createdAt: string;
}

/**
 * Sessions in the database. Every /api request looks its session and user up, through the
 * compiled statements of account-statements.ts.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number = DEFAULT_SESSION_TTL_MS,
  ) {}

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
    const row = await this.db.$statements.sessionUser.get(digest(token));
    if (!row) return null;
    const { sessionExpire, ...user } = row;
    if (sessionExpire <= this.now().getTime()) {
      await this.destroy(token);
      return null;
    }
    return user;
  }

  async destroy(token: string): Promise<void> {
    await this.db.$statements.deleteSession.run(digest(token));
  }

  /** Removes expired sessions; answers how many went. */
  async purgeExpired(): Promise<number> {
    return (await this.db.$statements.purgeSessions.run(this.now().getTime())).changes;
  }
}
