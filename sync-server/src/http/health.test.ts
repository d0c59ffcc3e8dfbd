import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

describe('health and readiness', () => {
  it('answers /healthz 200 without touching the database, even once it is closed', async () => {
    const { app, db } = testApp();
    await db.close();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 200 while the database answers', async () => {
    const { app } = testApp();
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers /readyz 503 with a message when the database is closed', async () => {
    const { app, db } = testApp();
    await db.close();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Database unavailable' });
  });

  it('answers /readyz 503 once shutdown has begun', async () => {
    const { app, readiness } = testApp();
    readiness.drain();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Shutting down' });
  });
});
