import { z } from 'zod';
import { fetchJson } from '../http-json';
import { ProviderError } from '../provider-error';

export const AMADEUS = 'amadeus';
export const DEFAULT_AMADEUS_BASE_URL = 'https://test.api.amadeus.com';

export interface AmadeusOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** Refresh a little early so a token never expires between check and use. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Amadeus Self-Service: an OAuth2 client-credentials token, cached until shortly before it
 * expires and shared by concurrent callers, plus authorised GETs.
 */
export class AmadeusClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;
  private readonly base: string;
  private readonly now: () => number;

  constructor(private readonly options: AmadeusOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
  }

  private async fetchToken(): Promise<string> {
    const body = await fetchJson({
      provider: AMADEUS,
      url: `${this.base}/v1/security/oauth2/token`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }).toString(),
      },
      timeoutMs: this.options.timeoutMs,
      schema: tokenSchema,
    });
    if (!body) throw new ProviderError(AMADEUS, 'bad-answer', 'amadeus sent no token');
    this.token = { value: body.access_token, expiresAt: this.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt - EXPIRY_MARGIN_MS) {
      return Promise.resolve(this.token.value);
    }
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** GET with the bearer token; a 401 (token revoked early) gets one retry with a fresh token. */
  async get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${this.base}${path}?${new URLSearchParams(params).toString()}`;
    const call = async () =>
      fetchJson({
        provider: AMADEUS,
        url,
        init: {
          headers: {
            authorization: `Bearer ${await this.accessToken()}`,
            accept: 'application/json',
          },
        },
        timeoutMs: this.options.timeoutMs,
        schema,
        nullOn: [401],
      });
    let body = await call();
    if (body === null) {
      this.token = undefined;
      body = await call();
    }
    if (body === null)
      throw new ProviderError(AMADEUS, 'unavailable', 'amadeus refused our credentials');
    return body;
  }
}
