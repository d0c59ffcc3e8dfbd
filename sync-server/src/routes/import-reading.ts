import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  SERVER_READ_MAX_BYTES,
  serverReadQuerySchema,
  type ServerReadFailure,
  type ServerReaderStatus,
  type ServerReading,
} from '@shared/api/import-reading';
import { requireUser } from '../auth/middleware';
import type { ServerReader } from '../domain/import/server-reader';
import { ApiError, bodyTooLarge } from '../http/errors';
import type { AppEnv } from '../http/env';

/**
 * The server's reader for booking files the device cannot read (shared/src/api/import-reading.ts,
 * decision 022), mounted at /api/import. Without a reader (KITINERARY_EXTRACTOR unset) it says so
 * and reads nothing.
 */
export function importReadingRoutes(reader: ServerReader | null) {
  const app = new Hono<AppEnv>();

  app.get('/server-reader', async (c) => {
    requireUser(c);
    const available = reader !== null && (await reader.available());
    return c.json<ServerReaderStatus>({ available });
  });

  app.post(
    '/read',
    // Checked against Content-Length before a byte is read, and counted while reading.
    bodyLimit({ maxSize: SERVER_READ_MAX_BYTES, onError: bodyTooLarge }),
    async (c) => {
      const user = requireUser(c);
      const query = serverReadQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new ApiError(400, 'context must be a date like 2026-12-01');
      if (!reader || !(await reader.available())) {
        return c.json<ServerReadFailure>(
          { message: 'This server cannot read booking files.', reason: 'unavailable' },
          503,
        );
      }
      const refusal = reader.admit(user.id);
      const outcome =
        refusal ??
        (await reader.read(
          new Uint8Array(await c.req.arrayBuffer()),
          query.data.context ?? c.get('now')().toISOString().slice(0, 10),
        ));
      if (outcome.kind === 'read') return c.json<ServerReading>(outcome.reading);
      if (outcome.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(outcome.retryAfterSeconds));
      }
      return c.json<ServerReadFailure>(
        { message: outcome.message, reason: outcome.reason },
        outcome.status,
      );
    },
  );

  return app;
}
