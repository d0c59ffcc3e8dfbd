/*
 * What reading the operator's street tiles can fail with, so the route answers each with its own
 * status and words and logs only what the operator must see.
 */

/** The source did not give the bytes asked for (down, timing out, refusing ranges, replaced). */
export type StreetTilesFailure = 'unavailable' | 'timeout' | 'no-ranges' | 'changed';

export class StreetTilesError extends Error {
  override readonly name = 'StreetTilesError';
  /** The source's HTTP status, when it answered one. */
  readonly status: number | undefined;

  constructor(
    readonly failure: StreetTilesFailure,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** A trip whose area would make a pack over the limits: refused before any tile is read. */
export class StreetPackTooLarge extends Error {
  override readonly name = 'StreetPackTooLarge';
}

/** The source has no tile at all where the trip's places are (an extract of another region). */
export class NoStreetTilesHere extends Error {
  override readonly name = 'NoStreetTilesHere';
}
