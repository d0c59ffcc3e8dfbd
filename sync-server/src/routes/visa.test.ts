import { afterEach, describe, expect, it } from 'vitest';
import { FakeProviderServer } from '../testing/fake-provider-server';
import { passportVisaFake } from '../testing/passport-visa-fake';
import { testApp } from '../testing/test-app';
import { passportVisaApi } from '../domain/providers/live/passport-visa-api';

let fake: FakeProviderServer | undefined;
afterEach(() => fake?.stop());

describe('GET /api/visa/:passport/:destination', () => {
  it('answers the category, days of stay, source and date without signing in', async () => {
    const res = await testApp().client().get('/api/visa/US/JP');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      category: { code: 'VF', name: 'Visa free' },
      dur: 90,
      source: 'https://www.mofa.go.jp/j_info/visit/visa/short/novisa.html',
      asOf: '2025-06-01',
    });
  });

  it('answers an empty object for the home country', async () => {
    const res = await testApp().client().get('/api/visa/fr/FR');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it('says plainly when it has no information', async () => {
    const res = await testApp().client().get('/api/visa/US/KP');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'No visa information for this passport and destination',
    });
  });

  it.each(['/api/visa/USA/JP', '/api/visa/U1/JP', '/api/visa/US/ZZ', '/api/visa/XX/JP'])(
    'refuses bad country codes: %s',
    async (path) => {
      const res = await testApp().client().get(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /two-letter ISO country code/,
      );
      expect(res.headers.get('cache-control') ?? '').not.toContain('public');
    },
  );

  it('answers 504 quickly when the live provider hangs', async () => {
    fake = await FakeProviderServer.start(() => ({ hang: true }));
    const visa = passportVisaApi({ baseUrl: fake.baseUrl, timeoutMs: 150 });
    const started = Date.now();
    const res = await testApp({ providers: { visa } }).client().get('/api/visa/US/JP');
    expect(res.status).toBe(504);
    expect(((await res.json()) as { message: string }).message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 502 when the live provider fails, and uses it when it works', async () => {
    fake = await FakeProviderServer.start(() => ({ status: 500, json: { error: 'boom' } }));
    const app = testApp({
      providers: { visa: passportVisaApi({ baseUrl: fake.baseUrl, timeoutMs: 2000 }) },
    });
    const failed = await app.client().get('/api/visa/US/JP');
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { message: string }).message).toMatch(/unavailable/);
    fake.setHandler(passportVisaFake());
    const ok = await app.client().get('/api/visa/US/ID');
    expect(await ok.json()).toEqual({
      category: { code: 'VOA', name: 'Visa on arrival' },
      dur: 30,
      asOf: '2025-05-01',
    });
  });
});
