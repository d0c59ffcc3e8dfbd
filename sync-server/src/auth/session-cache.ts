import type { UserRow } from '../http/env';

interface Entry {
  user: UserRow;
  /** When the session ends (epoch ms), as stored. */
  expire: number;
  /** When the entry was read from the database (epoch ms). */
  readAt: number;
}

/** What one process keeps: the sessions of about as many travellers, ~5 MB at most. */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * An entry is read again after this long, whatever happened. Every sign-out of the process
 * revokes its entry at once (below); this bounds what nothing revokes, such as a session row an
 * operator deletes by hand, to half a minute.
 */
export const SESSION_CACHE_FRESH_MS = 30_000;

/**
 * Signed-in sessions recently found in the database: looking one up cost each signed-in request
 * about a third of its CPU time (issue 14).
 *
 * Only for a database that a single process writes (the embedded SQLite): there every sign-out
 * goes through `revoke` here. Several nodes on PostgreSQL do not use it, so that a sign-out on
 * one node holds on every other at once.
 *
 * Keyed by the cookie's token, not its digest, which would cost more than the rest of a hit.
 * This is the process's memory, which holds every request's cookie anyway; the database still
 * keeps digests only (decision 002). Unknown tokens are never kept: a guessed token costs a
 * lookup, as before.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every revocation: a lookup that began before one must not store what it read. */
  private generation = 0;

  constructor(private readonly maxEntries = SESSION_CACHE_ENTRIES) {}

  /** The user of a live, fresh entry; undefined when the database must be asked. */
  get(token: string, now: number): UserRow | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expire <= now || now - entry.readAt >= SESSION_CACHE_FRESH_MS) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  /** Taken before asking the database; `store` then keeps the answer only if nothing was revoked. */
  ticket(): number {
    return this.generation;
  }

  store(token: string, entry: Entry, ticket: number): void {
    if (ticket !== this.generation) return;
    this.entries.delete(token);
    this.entries.set(token, entry);
    // The oldest stored goes first: an evicted session is simply read again.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Before and after deleting the session's row, so no lookup in between can bring it back. */
  revoke(token: string): void {
    this.generation += 1;
    this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
