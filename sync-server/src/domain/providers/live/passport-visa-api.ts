import { z } from 'zod';
import { fetchJson } from '../http-json';
import { ProviderError } from '../provider-error';
import type { VisaAnswer, VisaCategoryCode, VisaProvider } from '../visa-provider';

/** GET {base}/visa/{passport}/{destination} of the Passport Visa API (v2). */
const answerSchema = z.object({
  category: z.object({ code: z.string(), name: z.string() }).nullish(),
  dur: z.number().int().nullish(),
  last_updated: z.string().nullish(),
});

/** The API spells eVisa 'EV' and the authorisation 'ETA'; our contract uses the spec's codes. */
const CODES: Record<string, VisaCategoryCode> = {
  VF: 'VF',
  VOA: 'VOA',
  EV: 'eVisa',
  EVISA: 'eVisa',
  ETA: 'eTA',
  VR: 'VR',
  NA: 'NA',
};

export interface PassportVisaApiOptions {
  baseUrl: string;
  timeoutMs: number;
}

export function passportVisaApi({ baseUrl, timeoutMs }: PassportVisaApiOptions): VisaProvider {
  const name = 'passport-visa-api';
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name,
    async lookup(passport, destination) {
      const p = passport.toUpperCase();
      const d = destination.toUpperCase();
      if (p === d) return { kind: 'home' };
      const body = await fetchJson({
        provider: name,
        url: `${base}/visa/${encodeURIComponent(p)}/${encodeURIComponent(d)}`,
        init: { headers: { accept: 'application/json' } },
        timeoutMs,
        schema: answerSchema,
        nullOn: [404],
      });
      if (!body) return { kind: 'unknown' };
      if (!body.category) return { kind: 'home' };
      const code = CODES[body.category.code.toUpperCase()];
      if (!code) {
        throw new ProviderError(name, 'bad-answer', `${name} sent an unknown category`, {
          cause: body.category,
        });
      }
      const asOf = body.last_updated?.slice(0, 10);
      return {
        kind: 'rule',
        code,
        dur: body.dur ?? null,
        ...(asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? { asOf } : {}),
      } satisfies VisaAnswer;
    },
  };
}
