import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amadeusFake } from '../../../testing/amadeus-fake';
import { FakeProviderServer } from '../../../testing/fake-provider-server';
import { ProviderError } from '../provider-error';
import { AmadeusClient } from './amadeus-client';

const TOKEN_PATH = '/v1/security/oauth2/token';
const anything = z.unknown();
let fake: FakeProviderServer | undefined;
afterEach(() => fake?.stop());

async function client(
  options: { expiresIn?: number; now?: () => number; timeoutMs?: number } = {},
) {
  fake = await FakeProviderServer.start(
    amadeusFake({ ...(options.expiresIn ? { expiresIn: options.expiresIn } : {}) }),
  );
  return new AmadeusClient({
    baseUrl: fake.baseUrl,
    clientId: 'id',
    clientSecret: 'secret',
    timeoutMs: options.timeoutMs ?? 2000,
    ...(options.now ? { now: options.now } : {}),
  });
}

describe('Amadeus client', () => {
  it('asks for one client-credentials token and reuses it until it expires', async () => {
    let now = 1_000_000;
    const amadeus = await client({ expiresIn: 1799, now: () => now });
    await amadeus.get('/v1/shopping/activities', {}, anything);
    await amadeus.get('/v1/shopping/activities', {}, anything);
    expect(fake!.count(TOKEN_PATH)).toBe(1);
    const tokenRequest = fake!.requests.find((r) => r.path === TOKEN_PATH)!;
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id',
      client_secret: 'secret',
    });
    now += 1799 * 1000;
    await amadeus.get('/v1/shopping/activities', {}, anything);
    expect(fake!.count(TOKEN_PATH)).toBe(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const amadeus = await client();
    await Promise.all([1, 2, 3].map(() => amadeus.get('/v1/shopping/activities', {}, anything)));
    expect(fake!.count(TOKEN_PATH)).toBe(1);
  });

  it('fetches a fresh token once when the provider revokes the old one', async () => {
    const amadeus = await client();
    await amadeus.get('/v1/shopping/activities', {}, anything);
    const handler = amadeusFake();
    let refused = false;
    fake!.setHandler((req) => {
      if (!refused && req.path === '/v1/shopping/activities') {
        refused = true;
        return { status: 401, json: { errors: [{ code: 38192, title: 'Access token expired' }] } };
      }
      return handler(req);
    });
    await expect(amadeus.get('/v1/shopping/activities', {}, anything)).resolves.toBeDefined();
    expect(fake!.count(TOKEN_PATH)).toBe(2);
  });

  it('fails with a timeout error when the provider hangs', async () => {
    const amadeus = await client({ timeoutMs: 150 });
    fake!.setHandler(() => ({ hang: true }));
    const started = Date.now();
    const error: unknown = await amadeus
      .get('/v1/shopping/activities', {}, anything)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails as unavailable on a server error and on refused credentials', async () => {
    const amadeus = await client();
    fake!.setHandler(() => ({ status: 500, json: { errors: [] } }));
    await expect(amadeus.get('/v1/shopping/activities', {}, anything)).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });

  it('fails as a bad answer when the JSON is not the documented shape', async () => {
    const amadeus = await client();
    const handler = amadeusFake();
    fake!.setHandler((req) =>
      req.path === TOKEN_PATH ? handler(req) : { json: { unexpected: true } },
    );
    await expect(
      amadeus.get('/x', {}, z.object({ data: z.array(z.unknown()) })),
    ).rejects.toMatchObject({
      failure: 'bad-answer',
    });
  });
});
