import { Hono } from 'hono';
import type { RatesResponse } from '@shared/money/rates';
import { REFERENCE_RATES } from '@shared/money/reference-rates';
import type { RatesProvider } from '../domain/providers/rates-provider';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { publicCache } from './lookups';

/**
 * GET /api/rates: the daily table when the server has one, then the built-in reference table
 * (which the app also carries, so a device that never reached this still converts). It never
 * fails for an outage upstream: the reference table always answers.
 */
export function rateRoutes(rates: RatesProvider) {
  const app = new Hono<AppEnv>();
  app.use(publicCache);
  app.get('/', async (c) => {
    const daily = await rates.latest();
    return sendJson<RatesResponse>(c, {
      tables: daily ? [daily, REFERENCE_RATES] : [REFERENCE_RATES],
    });
  });
  return app;
}
