import { describe, expect, it } from 'vitest';
import { BCRYPT_COST } from '../auth/passwords';
import { SESSION_COOKIE } from '../auth/sessions';
import { testApp } from '../testing/test-app';

describe('register and login', () => {
  it('registers, answers the user without the hash, and signs in with a session cookie', async () => {
    const { client, db } = testApp();
    const alice = client();
    const res = await alice.post('/api/register', {
      username: 'alice',
      password: 'secret123',
      email: 'alice@example.com',
      firstName: 'Alice',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: null,
    });
    expect(JSON.stringify(body)).not.toContain('$2');
    expect(body).not.toHaveProperty('password');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const me = await alice.get('/api/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as Record<string, unknown>).username).toBe('alice');
    // The database keeps a digest, never the cookie token itself.
    const stored = await db.query<{ sid: string }>('select sid from sessions');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sid).not.toBe(token);
    const [user] = await db.query<{ password: string }>('select password from users');
    expect(user!.password).toMatch(/^\$2[aby]\$/);
  });

  it('uses a bcrypt cost of at least 10 by default', () => {
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
  });

  it('marks the cookie Secure when served over https', async () => {
    const { app } = testApp();
    const res = await app.request('https://wayfarer.example/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'secure', password: 'secret123' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().join()).toMatch(/Secure/);
  });

  it('answers 409 for a taken username', async () => {
    const { client } = testApp();
    await client().register('bob');
    const res = await client().post('/api/register', { username: 'bob', password: 'another1' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Username already exists' });
  });

  it('refuses a name that differs from a taken one only by case, in the database too', async () => {
    const { client, db } = testApp();
    await client().register('Ada');
    for (const username of ['ada', 'ADA', 'aDa']) {
      const res = await client().post('/api/register', { username, password: 'another1' });
      expect(res.status, username).toBe(409);
      expect(await res.json()).toEqual({ message: 'Username already exists' });
    }
    // A registration that got past the check (a race) still cannot add the lookalike.
    await expect(
      db.query(
        `insert into users (id, username, username_key, password, created_at, updated_at)
         values ('u2', 'ada', 'ada', 'x', 'now', 'now')`,
      ),
    ).rejects.toThrow(/unique/i);
    expect(await db.query('select username from users')).toEqual([{ username: 'Ada' }]);
    // Login still takes the name as it was registered.
    expect(
      (await client().post('/api/login', { username: 'Ada', password: 'secret123' })).status,
    ).toBe(200);
  });

  it('answers 400 with the spec messages for short fields, and stores nothing', async () => {
    const { client, db } = testApp();
    const c = client();
    const short = await c.post('/api/register', { username: 'ab', password: 'secret123' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Record<string, unknown>).message).toContain(
      'Username must be at least 3 characters',
    );
    const pw = await c.post('/api/register', { username: 'abc', password: '12345' });
    expect(((await pw.json()) as Record<string, unknown>).message).toContain(
      'Password must be at least 6 characters',
    );
    expect(await db.query('select id from users')).toHaveLength(0);
  });

  it('rejects passwords over 72 bytes instead of truncating them', async () => {
    const { client } = testApp();
    const res = await client().post('/api/register', {
      username: 'long',
      password: 'é'.repeat(37),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Record<string, unknown>).message).toContain('at most 72 bytes');
  });

  it('answers 400, never 500, for malformed bodies', async () => {
    const { client } = testApp();
    const c = client();
    for (const body of [
      '{not json',
      '[]',
      'null',
      '42',
      JSON.stringify({ username: 5, password: [] }),
    ]) {
      const res = await c.post('/api/login', body);
      expect(res.status, body).toBe(400);
      expect(typeof ((await res.json()) as Record<string, unknown>).message).toBe('string');
    }
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const { client } = testApp();
    await client().register('carol');
    const wrong = await client().post('/api/login', { username: 'carol', password: 'nottheone' });
    const unknown = await client().post('/api/login', { username: 'nobody', password: 'whatever' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe('sessions', () => {
  it('answers 401 when signed out', async () => {
    const { client } = testApp();
    const res = await client().get('/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('rotates the session id at login and ends the old one', async () => {
    const { client } = testApp();
    const c = client();
    await c.register('dave');
    const before = c.cookieHeader;
    const login = await c.post('/api/login', { username: 'dave', password: 'secret123' });
    expect(login.status).toBe(200);
    expect(c.cookieHeader).not.toBe(before);
    const old = await client().get('/api/user', { cookie: before });
    expect(old.status).toBe(401);
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('destroys the session at logout', async () => {
    const { client, db } = testApp();
    const c = client();
    await c.register('erin');
    const cookie = c.cookieHeader;
    expect((await c.post('/api/logout')).status).toBe(200);
    expect(await db.query('select sid from sessions')).toHaveLength(0);
    expect((await client().get('/api/user', { cookie })).status).toBe(401);
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('expires sessions and purges them', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const { client, sessions: store, db } = testApp({ clock: () => now, sessionTtlMs: 60_000 });
    const c = client();
    await c.register('frank');
    expect((await c.get('/api/user')).status).toBe(200);
    now = new Date(now.getTime() + 61_000);
    expect((await c.get('/api/user')).status).toBe(401);
    await client().register('gina');
    now = new Date(now.getTime() + 61_000);
    expect(await store.purgeExpired()).toBe(1);
    expect(await db.query('select sid from sessions')).toHaveLength(0);
  });
});

describe('abuse protection', () => {
  it('rate limits login per username with 429 and Retry-After', async () => {
    const { client } = testApp({
      authRateLimit: {
        perIp: { limit: 100, windowMs: 60_000 },
        perUsername: { limit: 3, windowMs: 60_000 },
      },
    });
    await client().register('hank');
    const c = client();
    for (let i = 0; i < 2; i++) {
      expect((await c.post('/api/login', { username: 'hank', password: 'badbad' })).status).toBe(
        401,
      );
    }
    const limited = await c.post('/api/login', { username: 'hank', password: 'secret123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as Record<string, unknown>).message).toMatch(
      /Too many attempts/,
    );
    // Another username is not affected by hank's counter.
    expect((await c.post('/api/login', { username: 'other', password: 'secret123' })).status).toBe(
      401,
    );
  });

  it('rate limits per IP across usernames', async () => {
    const { client } = testApp({
      clientIp: (c) => c.req.header('x-test-ip') ?? 'x',
      authRateLimit: {
        perIp: { limit: 2, windowMs: 60_000 },
        perUsername: { limit: 100, windowMs: 60_000 },
      },
    });
    const c = client();
    const ip = { 'x-test-ip': '10.0.0.1' };
    expect(
      (await c.post('/api/login', { username: 'user1', password: 'secret123' }, ip)).status,
    ).toBe(401);
    expect(
      (await c.post('/api/login', { username: 'user2', password: 'secret123' }, ip)).status,
    ).toBe(401);
    expect(
      (await c.post('/api/register', { username: 'user3', password: 'secret123' }, ip)).status,
    ).toBe(429);
    expect(
      (
        await c.post(
          '/api/login',
          { username: 'user4', password: 'secret123' },
          { 'x-test-ip': '10.0.0.2' },
        )
      ).status,
    ).toBe(401);
  });

  it('refuses unsafe requests from a foreign Origin', async () => {
    const { client } = testApp();
    const c = client();
    const json = await c.post(
      '/api/register',
      { username: 'ivan', password: 'secret123' },
      { origin: 'https://evil.example' },
    );
    expect(json.status).toBe(403);
    const form = await c.request('POST', '/api/logout', 'a=1', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    const crossSite = await c.post('/api/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    const noOriginForm = await c.request('POST', '/api/logout', 'a=1', {
      'sec-fetch-site': '',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(noOriginForm.status).toBe(403);
    expect(crossSite.status).toBe(403);
    const same = await c.post(
      '/api/register',
      { username: 'ivan', password: 'secret123' },
      { origin: 'http://localhost' },
    );
    expect(same.status).toBe(201);
  });

  it('refuses oversized bodies with 413', async () => {
    const { client } = testApp({ maxBodyBytes: 1024 });
    const res = await client().post('/api/register', {
      username: 'judy',
      password: 'secret123',
      firstName: 'x'.repeat(5000),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Record<string, unknown>).message).toBe(
      'Request body is too large',
    );
    // The rest of that body is never read: the connection must not carry another request.
    expect(res.headers.get('connection')).toBe('close');
  });

  it('sets security headers with a CSP that allows only the app itself', async () => {
    const { client } = testApp();
    const res = await client().get('/api/user');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    // WebAssembly may compile (the barcode reader), JavaScript may never be evaluated.
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers JSON 404 for unknown /api paths', async () => {
    const { client } = testApp();
    const res = await client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
