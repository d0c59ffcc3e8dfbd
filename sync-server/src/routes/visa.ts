import { Hono } from 'hono';
import type { VisaResponse } from '@shared/api/lookups';
import { isCountryCode } from '../domain/providers/embedded/country-names';
import { VISA_CATEGORY_NAMES, type VisaProvider } from '../domain/providers/visa-provider';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { callProvider, publicCache } from './lookups';

function countryParam(value: string, label: string): string {
  if (!isCountryCode(value)) {
    throw new ApiError(400, `${label} must be a two-letter ISO country code, got '${value}'`);
  }
  return value.toUpperCase();
}

/** GET /api/visa/:passport/:destinationIso (SPEC 7). */
export function visaRoutes(visa: VisaProvider) {
  const app = new Hono<AppEnv>();
  app.use(publicCache);
  app.get('/:passport/:destination', async (c) => {
    const passport = countryParam(c.req.param('passport'), 'Passport country');
    const destination = countryParam(c.req.param('destination'), 'Destination country');
    const answer = await callProvider(c, () => visa.lookup(passport, destination));
    if (answer.kind === 'home') return sendJson<VisaResponse>(c, {});
    if (answer.kind === 'unknown') {
      throw new ApiError(404, 'No visa information for this passport and destination');
    }
    return sendJson<VisaResponse>(c, {
      category: { code: answer.code, name: VISA_CATEGORY_NAMES[answer.code] },
      dur: answer.dur,
      ...(answer.source ? { source: answer.source } : {}),
      ...(answer.asOf ? { asOf: answer.asOf } : {}),
    });
  });
  return app;
}
