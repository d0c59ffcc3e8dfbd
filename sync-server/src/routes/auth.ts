import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { loginBodySchema, registerBodySchema, type PublicUser } from '@shared/api/auth';
import { ApiError, parseJsonBody } from '../http/errors';
import type { AppEnv, UserRow } from '../http/env';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/middleware';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/sessions';
import { usernameKey } from '../auth/username-key';
import type { RateLimiter, RateLimitVerdict } from '../auth/rate-limit';
import type { z } from 'zod';

export interface AuthRouteDeps {
  bcryptCost: number;
  limiters: { perIp: RateLimiter; perUsername: RateLimiter };
  clientIp: (c: Context) => string;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A hash to compare against when the username is unknown, so timing does not reveal which users exist. */
let dummyHash: Promise<string> | undefined;

export function authRoutes(deps: AuthRouteDeps) {
  const app = new Hono<AppEnv>();

  function refuseIfLimited(verdict: RateLimitVerdict): void {
    if (verdict.allowed) return;
    const wait = verdict.retryAfterSeconds;
    throw new ApiError(429, `Too many attempts. Try again in ${wait} seconds.`, {
      'Retry-After': String(wait),
    });
  }

  /**
   * Counts every attempt, valid or not, per address before the body is even read, then per
   * username once it is known, so neither many names from one place nor one name from many
   * places can be guessed at speed.
   */
  async function throttledBody<T extends { username: string }>(
    c: Context<AppEnv>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    refuseIfLimited(deps.limiters.perIp.hit(deps.clientIp(c)));
    const body = await parseJsonBody(c, schema);
    refuseIfLimited(deps.limiters.perUsername.hit(body.username.toLowerCase()));
    return body;
  }

  /** Starts a fresh session, ending any the browser already had (session id rotation). */
  async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await c.get('sessions').destroy(previous);
    const { token, expires } = await c.get('sessions').create(userId);
    setSessionCookie(c, token, expires);
  }

  app.post('/register', async (c) => {
    const body = await throttledBody(c, registerBodySchema);
    const db = c.get('db');
    // 'Ada' is taken once 'ada' is: nobody could tell the two apart on a trip.
    const key = usernameKey(body.username);
    const taken = await db.$statements.usernameTaken.get(body.username, key);
    if (taken) throw new ApiError(409, 'Username already exists');
    const now = c.get('now')().toISOString();
    const row = await db.$statements.insertUser.get({
      id: randomUUID(),
      username: body.username,
      usernameKey: key,
      password: await hashPassword(body.password, deps.bcryptCost),
      email: body.email ?? null,
      firstName: body.firstName || null,
      lastName: body.lastName || null,
      profileImageUrl: null,
      createdAt: now,
      updatedAt: now,
    });
    // Two registrations racing for one name: the loser gets the same answer as a taken name.
    if (!row) throw new ApiError(409, 'Username already exists');
    await startSession(c, row.id);
    return c.json(toPublicUser(row), 201);
  });

  app.post('/login', async (c) => {
    const body = await throttledBody(c, loginBodySchema);
    const row = await c.get('db').$statements.userRowByUsername.get(body.username);
    dummyHash ??= hashPassword('not-a-real-password', deps.bcryptCost);
    const ok = await verifyPassword(body.password, row?.password ?? (await dummyHash));
    if (!row || !ok) throw new ApiError(401, 'Invalid username or password');
    await startSession(c, row.id);
    return c.json(toPublicUser(row));
  });

  app.post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await c.get('sessions').destroy(token);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });

  app.get('/user', (c) => c.json(toPublicUser(requireUser(c))));

  return app;
}
