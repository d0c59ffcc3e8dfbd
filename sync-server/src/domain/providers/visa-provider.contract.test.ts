import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA_CATEGORY_CODES } from '@shared/api/lookups';
import { FakeProviderServer } from '../../testing/fake-provider-server';
import { passportVisaFake } from '../../testing/passport-visa-fake';
import { embeddedVisa } from './embedded/embedded-visa';
import { passportVisaApi } from './live/passport-visa-api';
import { csvVisa } from './visa-csv/csv-visa';
import type { VisaProvider } from './visa-provider';

const fixture = fileURLToPath(
  new URL('./visa-csv/fixtures/passport-index-sample.csv', import.meta.url),
);
let fake: FakeProviderServer;

beforeAll(async () => {
  fake = await FakeProviderServer.start(passportVisaFake());
});
afterAll(() => fake.stop());

/** The same promises from every implementation; the data behind each agrees on these pairs. */
const implementations: [string, () => VisaProvider][] = [
  ['embedded table', embeddedVisa],
  ['passport-index CSV', () => csvVisa(fixture, { sourceUrl: 'https://example.org/visa' })],
  ['Passport Visa API', () => passportVisaApi({ baseUrl: fake.baseUrl, timeoutMs: 2000 })],
];

describe.each(implementations)('VisaProvider contract: %s', (_, make) => {
  it('answers a rule with a known category and days of stay', async () => {
    const answer = await make().lookup('US', 'JP');
    expect(answer).toMatchObject({ kind: 'rule', code: 'VF', dur: 90 });
    if (answer.kind === 'rule') expect(VISA_CATEGORY_CODES).toContain(answer.code);
  });

  it('distinguishes visa required', async () => {
    expect(await make().lookup('IN', 'JP')).toMatchObject({ kind: 'rule', code: 'VR' });
  });

  it('answers home for the passport’s own country', async () => {
    expect(await make().lookup('US', 'US')).toEqual({ kind: 'home' });
  });

  it('says unknown rather than guessing for a pair it has no data for', async () => {
    expect(await make().lookup('US', 'KP')).toEqual({ kind: 'unknown' });
  });

  it('ignores the case of the codes', async () => {
    expect(await make().lookup('us', 'jp')).toMatchObject({ kind: 'rule', code: 'VF' });
  });

  it('dates its rules', async () => {
    const answer = await make().lookup('US', 'JP');
    if (answer.kind !== 'rule') throw new Error('expected a rule');
    expect(answer.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
