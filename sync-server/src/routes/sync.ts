import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { describeZodError, type ErrorBody } from '@shared/api/error';
import { clientIdSchema, type PullResponse, type PushResponse } from '@shared/sync/messages';
import { SYNC_PROTOCOL_VERSION } from '@shared/sync/protocol-version';
import { requireUser } from '../auth/middleware';
import { pullChanges } from '../domain/sync/pull';
import { pushEnvelopeSchema, pushMutations } from '../domain/sync/push';
import { ApiError, bodyTooLarge, parseJsonBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { sendJson } from '../http/json-answer';
import { mutationContextFor } from './run-mutation';

/**
 * A full batch of 100 changes with long notes can pass the API's 1 MiB limit; a 413 would be a
 * permanent failure that jams the device's queue, so push alone allows more.
 */
export const MAX_PUSH_BODY_BYTES = 8 * 1024 * 1024;

export const OUTDATED_CLIENT_MESSAGE =
  'This version of the app is out of date. Please reload to update.';
const FOREIGN_CLIENT_MESSAGE = 'This sync client belongs to another account';

/** Read first and alone, so an old app gets 426 even if the rest of its envelope changed shape. */
const protocolOnlySchema = z.looseObject({ protocolVersion: z.unknown() });

const pullQuerySchema = z.object({
  clientId: clientIdSchema,
  cursor: z.coerce.number().int().nonnegative().default(0),
});

/**
 * Errors that mean "try again shortly", not "this batch is wrong": SQLite's lock held by
 * another process; PostgreSQL's serialization failure, deadlock, lock timeout, or a server
 * that is shutting down or not yet accepting connections.
 */
const BUSY_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  '40001',
  '40P01',
  '55P03',
  '57P01',
  '57P03',
  'ECONNREFUSED',
]);

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_CODES.has(code);
}

export function syncRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/push',
    bodyLimit({
      maxSize: MAX_PUSH_BODY_BYTES,
      onError: bodyTooLarge,
    }),
    async (c) => {
      const user = requireUser(c);
      const raw = await parseJsonBody(c, protocolOnlySchema);
      if (raw.protocolVersion !== SYNC_PROTOCOL_VERSION) {
        return c.json<ErrorBody>({ message: OUTDATED_CLIENT_MESSAGE }, 426);
      }
      const parsed = pushEnvelopeSchema.safeParse(raw);
      if (!parsed.success) return c.json<ErrorBody>(describeZodError(parsed.error), 400);
      const envelope = parsed.data;
      const ctx = mutationContextFor(c, user);
      let outcome;
      try {
        // Every member of a trip the push changed (on any of their devices) pulls once it has
        // committed; a push that only replayed or was refused tells nobody.
        outcome = await pushMutations(
          c.get('db'),
          ctx,
          envelope.clientId,
          envelope.mutations,
          c.get('changes'),
        );
      } catch (err) {
        if (!isBusy(err)) throw err;
        // Another writer holds the database: temporary, so the device keeps its queue and retries.
        console.warn('Sync push hit a locked database', { clientId: envelope.clientId, err });
        throw new ApiError(503, 'The server is busy. Your changes will be sent again shortly.', {
          'Retry-After': '1',
        });
      } finally {
        // The bytes of deleted documents go now, not at the next sweep (decision 009).
        await ctx.deletedDocuments?.removeBytes();
      }
      if (outcome.kind === 'foreign-client') throw new ApiError(403, FOREIGN_CLIENT_MESSAGE);
      if (outcome.kind === 'gap') {
        return c.json(
          { message: `Expected mutation ${outcome.expected} next`, expected: outcome.expected },
          409,
        );
      }
      return sendJson<PushResponse>(c, outcome.response);
    },
  );

  app.get('/pull', async (c) => {
    const user = requireUser(c);
    const query = pullQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      throw new ApiError(400, 'clientId must be a UUID and cursor a whole number of 0 or more');
    }
    const outcome = await pullChanges(c.get('db'), user.id, query.data.clientId, query.data.cursor);
    if (outcome.kind === 'foreign-client') throw new ApiError(403, FOREIGN_CLIENT_MESSAGE);
    return sendJson<PullResponse>(c, outcome.response);
  });

  return app;
}
