import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '../http/errors';
import type { AppEnv, UserRow } from '../http/env';
import { SESSION_COOKIE } from './sessions';

/** Resolves the session cookie to a user for every request; never refuses on its own. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  let user: UserRow | null = null;
  if (token) {
    user = await c.get('sessions').userFor(token);
    if (!user) deleteCookie(c, SESSION_COOKIE, { path: '/' });
  }
  c.set('user', user);
  await next();
};

/** The signed-in user, or a 401 that the client reads as "signed out". */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'Unauthorized');
  return user;
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expires: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    expires,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
}
