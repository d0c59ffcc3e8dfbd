import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError, type ErrorBody } from '@shared/api/error';

/** Answers the JSON error body every client of this server expects. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json<ErrorBody>({ message }, status);
}

/**
 * The answer to a request body over a limit (`bodyLimit`'s `onError`). The app never reads the
 * rest of that body, so the connection is not worth keeping: `Connection: close` tells the client
 * not to reuse it, and Node's server closes it once the answer is sent (after `main.ts` has read
 * and dropped the rest of the body, so the client reads this answer rather than a reset; see
 * http/unread-body.ts).
 */
export function bodyTooLarge(c: Context) {
  c.header('Connection', 'close');
  return errorResponse(c, 413, 'Request body is too large');
}

/** An error a route throws to answer a status with a message (404, 409, ...). */
export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(status, {
      message,
      res: new Response(JSON.stringify({ message } satisfies ErrorBody), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    });
  }
}

/**
 * Reads a JSON body and parses it with a shared schema. Malformed JSON and invalid fields both
 * answer 400 with a readable message, so no input can reach the domain unparsed.
 */
export async function parseJsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const body = describeZodError(result.error);
    throw new HTTPException(400, {
      message: body.message,
      res: new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    });
  }
  return result.data;
}
