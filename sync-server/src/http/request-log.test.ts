import { describe, expect, it } from 'vitest';
import { seedDestinations } from '../domain/destinations/seed';
import { testApp } from '../testing/test-app';
import type { RequestLogLine } from './request-log';

async function loggedApp() {
  const lines: string[] = [];
  const built = testApp({ logRequest: (line) => lines.push(line) });
  await seedDestinations(built.db);
  return { ...built, lines, parsed: () => lines.map((l) => JSON.parse(l) as RequestLogLine) };
}

describe('request log', () => {
  it('writes one JSON line per request with exactly time, method, path, status, duration and id', async () => {
    const { client, lines, parsed } = await loggedApp();
    const res = await client().get('/api/destinations?utm=secret-query');
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['durationMs', 'method', 'path', 'requestId', 'status', 'time'].sort(),
    );
    expect(line).toMatchObject({ method: 'GET', path: '/api/destinations', status: 200 });
    expect(new Date(line?.time ?? '').toISOString()).toBe(line?.time);
    expect(line?.durationMs).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('x-request-id')).toBe(line?.requestId);
    expect(lines[0]).not.toContain('secret-query');
  });

  it('never logs cookies, bodies or invite codes, and keeps a proxy request id', async () => {
    const { client, lines, parsed } = await loggedApp();
    const alice = client();
    await alice.register('alice');
    await alice.request('GET', '/api/invites/abcdefsecretcode', undefined, {
      'x-request-id': 'proxy-123',
    });
    const all = lines.join('\n');
    expect(all).not.toMatch(/wf_sid|secret123|alice|abcdefsecretcode/);
    expect(parsed().map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/register', 201],
      ['GET', '/api/invites/:code', 404],
    ]);
    expect(parsed()[1]?.requestId).toBe('proxy-123');
  });

  it('logs errors with their final status and leaves successful health probes out', async () => {
    const { app, lines, parsed } = await loggedApp();
    await app.request('/healthz');
    await app.request('/readyz');
    await app.request('/api/trips');
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ path: '/api/trips', status: 401 });
  });

  it('is off unless asked for', async () => {
    const { app } = testApp();
    const res = await app.request('/healthz');
    expect(res.headers.get('x-request-id')).toBeNull();
  });
});
