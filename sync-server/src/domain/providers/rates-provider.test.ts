import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratesResponseSchema } from '@shared/money/rates';
import { REFERENCE_RATES } from '@shared/money/reference-rates';
import { FakeProviderServer, type FakeAnswer } from '../../testing/fake-provider-server';
import { tripTestApp } from '../../testing/trip-fixtures';
import { ecbRates } from './live/ecb-rates';
import type { ProviderError } from './provider-error';

/** What the ECB serves, trimmed to three currencies. */
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='2026-11-23'>
      <Cube currency='USD' rate='1.0823'/>
      <Cube currency='JPY' rate='162.35'/>
      <Cube currency='GBP' rate='0.83105'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

const xml = (text: string): FakeAnswer => ({ text, contentType: 'text/xml' });
let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await FakeProviderServer.start(() => xml(ECB_XML));
});
afterAll(() => fake.stop());

function provider(now = () => 0, errors: ProviderError[] = []) {
  return ecbRates({
    url: `${fake.baseUrl}/eurofxref-daily.xml`,
    timeoutMs: 300,
    now,
    onError: (e) => errors.push(e),
  });
}

describe('ECB daily rates', () => {
  it('reads the day and every currency of the daily file', async () => {
    fake.setHandler(() => xml(ECB_XML));
    expect(await provider().latest()).toEqual({
      base: 'EUR',
      date: '2026-11-23',
      source: 'daily',
      provider: 'European Central Bank',
      rates: { USD: 1.0823, JPY: 162.35, GBP: 0.83105 },
    });
  });

  it('fetches once for a burst of requests and reuses the table for hours', async () => {
    fake.setHandler(() => xml(ECB_XML));
    let clock = 0;
    const rates = provider(() => clock);
    const before = fake.count('/eurofxref-daily.xml');
    await Promise.all([rates.latest(), rates.latest(), rates.latest()]);
    clock += 60 * 60 * 1000;
    await rates.latest();
    expect(fake.count('/eurofxref-daily.xml') - before).toBe(1);
  });

  it('keeps the last good table through an outage, and says so', async () => {
    fake.setHandler(() => xml(ECB_XML));
    let clock = 0;
    const errors: ProviderError[] = [];
    const rates = provider(() => clock, errors);
    await rates.latest();
    fake.setHandler(() => ({ status: 503, json: {} }));
    clock += 4 * 60 * 60 * 1000;
    expect((await rates.latest())?.date).toBe('2026-11-23');
    expect(errors.map((e) => e.failure)).toEqual(['unavailable']);
  });

  it('answers none, within its time limit, when the source hangs or sends nonsense', async () => {
    const errors: ProviderError[] = [];
    fake.setHandler(() => ({ hang: true }));
    const started = Date.now();
    expect(await provider(() => 0, errors).latest()).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
    fake.setHandler(() => xml('<html>maintenance</html>'));
    expect(await provider(() => 0, errors).latest()).toBeNull();
    expect(errors.map((e) => e.failure)).toEqual(['timeout', 'bad-answer']);
  });
});

describe('GET /api/rates', () => {
  it('answers the built-in table when no daily source is configured', async () => {
    const { alice } = await tripTestApp();
    const res = await alice.get('/api/rates');
    expect(res.status).toBe(200);
    expect(ratesResponseSchema.parse(await res.json())).toEqual({ tables: [REFERENCE_RATES] });
  });

  it('answers the daily table first, then the built-in one', async () => {
    fake.setHandler(() => xml(ECB_XML));
    const { alice } = await tripTestApp({ providers: { rates: provider() } });
    const body = ratesResponseSchema.parse(await (await alice.get('/api/rates')).json());
    expect(body.tables.map((t) => t.source)).toEqual(['daily', 'reference']);
  });
});
