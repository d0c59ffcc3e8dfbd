import type { z } from 'zod';
import { ProviderError, retryAfterSeconds } from './provider-error';

export interface HttpJsonRequest<T> {
  /** Lowercase provider name, for messages and logs. */
  provider: string;
  url: string;
  init?: RequestInit;
  timeoutMs: number;
  schema: z.ZodType<T>;
  /** Statuses answered as `null` instead of an error (e.g. 404 for "no such pair"). */
  nullOn?: number[];
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** What every outbound call takes: who it is, where, and how long it may take. */
export type HttpRequest = Pick<HttpJsonRequest<unknown>, 'provider' | 'url' | 'init' | 'timeoutMs'>;

/**
 * One outbound call to a live provider, bounded by a timeout that also covers reading the body;
 * every failure becomes a ProviderError (timeout, unavailable or bad answer). `read` turns a 2xx
 * response into the answer; a status in `nullOn` answers null.
 */
async function exchange<T>(
  req: HttpRequest & { nullOn?: number[] },
  read: (res: Response) => Promise<T>,
): Promise<T | null> {
  const { provider, url, timeoutMs } = req;
  try {
    const res = await fetch(url, { ...req.init, signal: AbortSignal.timeout(timeoutMs) });
    if (req.nullOn?.includes(res.status)) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      const detail = (await res.text()).slice(0, 200);
      // The status and any Retry-After travel with the error: an adapter bound by a usage
      // policy (Nominatim) pauses on a 429 for as long as it was told.
      const retryAfter = retryAfterSeconds(res.headers.get('retry-after'));
      throw new ProviderError(provider, 'unavailable', `${provider} answered ${res.status}`, {
        cause: detail,
        status: res.status,
        ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
      });
    }
    return await read(res);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (isTimeout(error)) {
      throw new ProviderError(provider, 'timeout', `${provider} did not answer in time`, {
        cause: error,
      });
    }
    if (error instanceof SyntaxError) {
      throw new ProviderError(provider, 'bad-answer', `${provider} sent invalid JSON`, {
        cause: error,
      });
    }
    throw new ProviderError(provider, 'unavailable', `${provider} could not be reached`, {
      cause: error,
    });
  }
}

/** A JSON answer, parsed with a schema, because a provider's answer is input like any other. */
export function fetchJson<T>(req: HttpJsonRequest<T>): Promise<T | null> {
  return exchange(req, async (res) => {
    const parsed = req.schema.safeParse(await res.json());
    if (!parsed.success) {
      throw new ProviderError(
        req.provider,
        'bad-answer',
        `${req.provider} sent an unexpected answer`,
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  });
}

/** A text answer (such as the ECB's XML), for the caller to read. */
export async function fetchText(req: HttpRequest): Promise<string> {
  return (await exchange(req, (res) => res.text())) ?? '';
}
