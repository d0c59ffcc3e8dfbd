import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import { matchesEtag } from '../domain/destinations/destination-list-cache';
import { NotPmtilesError } from '../domain/maps/pmtiles-header';
import {
  NoStreetTilesHere,
  StreetPackTooLarge,
  StreetTilesError,
} from '../domain/maps/street-tiles-error';
import type { StreetPacks } from '../domain/maps/street-packs';
import { tripArea } from '../domain/maps/trip-area';
import { sliceParts } from '../domain/maps/byte-parts';
import { parseByteRange } from '../http/byte-range';
import type { StreetDetailResponse } from '@shared/api/street-detail';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';

export const STREET_DETAIL_UNAVAILABLE = 'Street detail is not available offline on this server';
export const NO_PLACES_TO_MAP = 'This trip has no places on the map yet';
export const PMTILES_TYPE = 'application/vnd.pmtiles';

/** The pack's parts as a body, one part a pull: never joined into one copy (byte-parts.ts). */
function partsStream(parts: Iterable<Uint8Array>): ReadableStream<Uint8Array> {
  const next = parts[Symbol.iterator]();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = next.next();
      if (part.done) controller.close();
      else controller.enqueue(part.value);
    },
  });
}

/**
 * Runs a step that reads the operator's archive, turning its failures into answers: too large a
 * pack 422, no tiles there 404 (both in words the traveller can act on), the source failing 502
 * or 504, logged with what the operator needs to mend it.
 */
async function fromSource<T>(c: Context<AppEnv>, packs: StreetPacks, step: () => Promise<T>) {
  try {
    return await step();
  } catch (error) {
    if (error instanceof StreetPackTooLarge) throw new ApiError(422, error.message);
    if (error instanceof NoStreetTilesHere) throw new ApiError(404, error.message);
    const known = error instanceof StreetTilesError || error instanceof NotPmtilesError;
    console.error('Street tiles source failed', {
      source: packs.description,
      path: c.req.path,
      ...(error instanceof StreetTilesError
        ? { failure: error.failure, status: error.status }
        : {}),
      message: error instanceof Error ? error.message : String(error),
    });
    if (error instanceof StreetTilesError && error.failure === 'timeout') {
      throw new ApiError(504, 'The street map source took too long to answer; try again later');
    }
    if (known || (error instanceof Error && 'code' in error)) {
      throw new ApiError(502, 'The street map source is not answering; try again later');
    }
    throw error;
  }
}

/**
 * GET /api/trips/:id/street-pack (issue 25, decision 012): the trip's street pack, a PMTiles
 * archive of the operator's vector tiles around its places, for the device to keep. Members
 * only (anyone else: 404 as for a missing trip). A strong ETag from the trip's places, the
 * archive's version and the cut's rule: a device that has the pack asks with If-None-Match and
 * gets a 304 without a cut. `private, no-cache`: kept by the browser, asked again each time.
 * One Range (and If-Range) is honoured, so a download cut short resumes where it stopped.
 */
export function streetPackRoutes(packs: StreetPacks | null) {
  const app = new Hono<AppEnv>();

  app.get('/:id/street-pack', async (c) => {
    const user = requireUser(c);
    if (!packs) throw new ApiError(404, STREET_DETAIL_UNAVAILABLE);
    const area = await tripArea(c.get('db'), user.id, c.req.param('id'));
    if (!area) throw new ApiError(404, 'Trip not found');
    if (area.points.length === 0) throw new ApiError(404, NO_PLACES_TO_MAP);

    c.header('Cache-Control', 'private, no-cache');
    const current = await fromSource(c, packs, () => packs.etagFor(area));
    if (matchesEtag(c.req.header('If-None-Match'), current)) {
      c.header('ETag', current);
      return c.body(null, 304);
    }
    const pack = await fromSource(c, packs, () => packs.pack(area));
    const size = pack.byteLength;
    c.header('ETag', pack.etag);
    c.header('Accept-Ranges', 'bytes');
    c.header('Content-Type', PMTILES_TYPE);

    // If-Range: the range only of the pack the device began; another pack goes whole.
    const ifRange = c.req.header('If-Range');
    const range =
      ifRange === undefined || ifRange === pack.etag
        ? parseByteRange(c.req.header('Range'), size)
        : undefined;
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      c.header('Content-Type', 'application/json');
      return c.body(
        JSON.stringify({ message: 'The range asked is past the end of the pack' }),
        416,
      );
    }
    if (range) {
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      c.header('Content-Length', String(range.end - range.start + 1));
      return c.body(partsStream(sliceParts(pack.parts, range.start, range.end)), 206);
    }
    c.header('Content-Length', String(size));
    return c.body(partsStream(pack.parts));
  });

  return app;
}

/**
 * GET /api/street-detail: whether this server has a street source at all, asked once by a
 * device and kept there, so the trip page says it before 'Available offline' is turned on.
 * Signed-in users only, like every trip route; nothing about any trip.
 */
export function streetDetailRoute(packs: StreetPacks | null) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    requireUser(c);
    const answer: StreetDetailResponse = packs
      ? { available: true, message: null }
      : { available: false, message: STREET_DETAIL_UNAVAILABLE };
    return c.json(answer);
  });
  return app;
}
