import { createHash } from 'node:crypto';
import type { Destination } from '@shared/schemas/destination';
import type { Db } from '../../db/connection';
import { toDestination } from './to-destination';

/** The destinations list as sent: its JSON text and a strong validator of those bytes. */
export interface DestinationList {
  json: string;
  etag: string;
}

/**
 * GET /api/destinations is the same for everyone and changes only when destinations are seeded,
 * so its JSON is built once and kept, with an ETag, until the database's destinations revision
 * moves (see `Db.$revisions`). Reading and parsing 42 rows on every home screen load cost far
 * more than sending a string.
 */
export class DestinationListCache {
  private current: (DestinationList & { revision: number }) | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<DestinationList> {
    const revision = this.db.$revisions.destinations;
    if (this.current?.revision !== revision) {
      const rows = await this.db.$statements.allDestinations.all();
      const json = JSON.stringify(rows.map(toDestination) satisfies Destination[]);
      const digest = createHash('sha256').update(json).digest('base64url');
      this.current = { json, etag: `"${digest}"`, revision };
    }
    return this.current;
  }
}

/**
 * Whether an If-None-Match header names `etag`. The comparison is weak (RFC 9110 13.1.2): the
 * compress middleware marks the validator of a gzipped answer `W/`, and a browser sends that back.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
