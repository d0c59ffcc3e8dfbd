import type { Context, MiddlewareHandler } from 'hono';
import { ProviderError } from '../domain/providers/provider-error';
import { ApiError } from '../http/errors';

/**
 * Lookup answers change rarely and carry nothing personal, so browsers and the service worker
 * may keep them for a few minutes. Only successful answers are marked; errors stay `no-store`.
 */
export const publicCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=300');
};

/**
 * Runs a provider call and turns its failure into an answer the client can show: 504 when the
 * provider was too slow, 429 with Retry-After when it (or our share of it) is busy, 502 when it
 * failed or answered nonsense. The cause is logged here.
 */
export async function callProvider<T>(c: Context, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('Lookup provider failed', {
      path: c.req.path,
      provider: error.provider,
      failure: error.failure,
      message: error.message,
      cause: error.cause,
    });
    if (error.failure === 'busy') {
      const seconds = Math.max(1, error.retryAfterSeconds ?? 1);
      throw new ApiError(
        429,
        `The ${error.provider} data service is busy. Please try again in ${seconds} s.`,
        { 'Retry-After': String(seconds) },
      );
    }
    if (error.failure === 'timeout') {
      throw new ApiError(
        504,
        `The ${error.provider} data service did not answer in time. Please try again.`,
      );
    }
    throw new ApiError(
      502,
      `The ${error.provider} data service is unavailable right now. Please try again later.`,
    );
  }
}

/** A trimmed query parameter of at least `min` characters, else 400 with a readable message. */
export function requiredText(c: Context, name: string, min: number): string {
  const value = (c.req.query(name) ?? '').trim();
  if (value.length < min) {
    throw new ApiError(400, `${name} must be at least ${min} characters`);
  }
  if (value.length > 100) throw new ApiError(400, `${name} must be at most 100 characters`);
  return value;
}
