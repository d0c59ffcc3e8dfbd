import type { z } from 'zod';
import { firstLoadResponse } from './first-load-responses';

/**
 * SPEC 8: any non-success response becomes an error whose message is the status code, a colon,
 * a space, then the body text (or the status text when the body is empty).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own words (`{ message }`), for showing to a person. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message;
      }
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return this.bodyText || undefined;
  }
}

/** The request never got an answer: offline, DNS, server down. Not the same as being refused. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

/** The text to show under a failure toast: the server's message, else the fallback. */
export function errorDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError)
    return 'You appear to be offline. Please try again when connected.';
  return fallback;
}

/** What a caller may add to a request: a signal to abandon it (a search the traveller typed past). */
export interface ApiRequestOptions {
  signal?: AbortSignal | undefined;
}

export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      ...(options.signal ? { signal: options.signal } : {}),
      // SPEC 7: writes send JSON only when a body exists.
      ...(body !== undefined
        ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });
  let res: Response;
  try {
    res = await (method === 'GET' ? firstLoadResponse(path, send) : send());
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return res;
}

/** GET and parse with a shared schema: a response is data from outside, so it is parsed, not cast. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  const res = await apiRequest('GET', path, undefined, options);
  return schema.parse(await res.json());
}
