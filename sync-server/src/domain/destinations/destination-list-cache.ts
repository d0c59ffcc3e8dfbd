import { createHash } from 'node:crypto';
import type { Destination } from '@shared/schemas/destination';
import type { Db } from '../../db/connection';
import { KeptAnswer } from '../../http/kept-answer';
import { toDestination } from './to-destination';

const utf8 = new TextEncoder();

/** The destinations list as sent: its JSON (and its gzip) and a strong validator of the JSON. */
export interface DestinationList {
  answer: KeptAnswer;
  etag: string;
}

/**
 * GET /api/destinations is the same for everyone and changes only when destinations are seeded,
 * so its JSON is built once (and gzipped once) and kept, with an ETag, until the database's
 * destinations revision moves (see `Db.$revisions`). Reading and parsing 42 rows on every home
 * screen load cost far more than sending a string.
 */
export class DestinationListCache {
  private current: (DestinationList & { revision: number }) | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<DestinationList> {
    const revision = this.db.$revisions.destinations;
    if (this.current?.revision !== revision) {
      const rows = await this.db.$statements.allDestinations.all();
      const json = utf8.encode(JSON.stringify(rows.map(toDestination) satisfies Destination[]));
      const digest = createHash('sha256').update(json).digest('base64url');
      this.current = { answer: new KeptAnswer(json), etag: `"${digest}"`, revision };
    }
    return this.current;
  }
}

/**
 * Whether an If-None-Match header names `etag`. The comparison is weak (RFC 9110 13.1.2): the
 * gzipped answer carries its validator `W/` (kept-answer.ts), and a browser sends that back.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
