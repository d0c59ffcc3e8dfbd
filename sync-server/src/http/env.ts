import type { Db } from '../db/connection';
import type { users } from '../db/schema';
import type { SessionStore } from '../auth/sessions';
import type { DocumentFiles } from '../domain/documents/document-files';
import type { ChangeHub } from '../domain/sync/change-hub';

export type UserRow = typeof users.$inferSelect;

/** What every handler can read from the context (`c.get(name)`). */
export interface AppEnv {
  Variables: {
    db: Db;
    sessions: SessionStore;
    now: () => Date;
    /** Tells the users' open event streams that something changed (routes/sync-events.ts). */
    changes: ChangeHub;
    /** The per-user document quota in MB, for the mutators (MutationContext). */
    documentQuotaMb: number;
    /** Document bytes (decision 009), or null when the server has no document storage. */
    documents: DocumentFiles | null;
    /** The signed-in user, or null. Set by the session middleware for every /api request. */
    user: UserRow | null;
  };
}
