import { z } from 'zod';
import { tripDocumentSchema } from '../schemas/document';
import { expenseSchema } from '../schemas/expense';
import { itineraryItemSchema } from '../schemas/itinerary-item';
import { tripSchema } from '../schemas/trip';
import { tripMemberSchema } from '../schemas/trip-member';
import { listTemplateSchema } from '../schemas/list-template';
import { listItemSchema, tripListSchema } from '../schemas/trip-list';
import { tripStopSchema } from '../schemas/trip-stop';
import { mutationSchema } from './mutations';
import { MAX_PUSH_BATCH } from './protocol-version';

/** One device's IndexedDB database has one client id for life. */
export const clientIdSchema = z.uuid();

/**
 * A queued mutation as it travels: `id` is the client's own increasing sequence number (1, 2, 3,
 * ...). The server applies mutation n only after n - 1, exactly once.
 */
export const pushedMutationSchema = z.intersection(
  z.object({ id: z.number().int().positive() }),
  mutationSchema,
);
export type PushedMutation = z.infer<typeof pushedMutationSchema>;

/** POST /api/sync/push */
export const pushRequestSchema = z.object({
  protocolVersion: z.number().int(),
  clientId: clientIdSchema,
  mutations: z.array(pushedMutationSchema).max(MAX_PUSH_BATCH),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['applied', 'rejected']),
  /** Why a rejected mutation can never be applied, in words a traveller can read. */
  reason: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

/**
 * 200: the mutations were processed (applied or rejected) in order.
 * `lastMutationId` is the highest id the server has processed for this client; anything at or
 * below it can be dropped from the outbox. When the first pushed id is not lastMutationId + 1
 * (a gap), the server processes nothing and answers 409 with `expected` (lastMutationId + 1).
 */
export const pushResponseSchema = z.object({
  lastMutationId: z.number().int().nonnegative(),
  results: z.array(mutationResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pushGapResponseSchema = z.object({
  message: z.string(),
  expected: z.number().int().positive(),
});

/**
 * The tables of `tombstones`. An app checks each tombstone's table against this list and refuses
 * the whole pull for one it does not know, so a table added later never appears here: its
 * tombstones travel in `laterTombstones` (see `LATER_SYNC_TABLES`).
 */
export const syncTableSchema = z.enum(['trips', 'itineraryItems', 'expenses', 'documents']);
export type SyncTable = z.infer<typeof syncTableSchema>;

/**
 * Tables added after protocol 3 without a new version (protocol-version.ts). Their rows travel
 * under keys of their own, which an older app drops, and their tombstones in `laterTombstones`.
 */
export const LATER_SYNC_TABLES = ['stops', 'lists', 'listItems', 'listTemplates'] as const;
export type LaterSyncTable = (typeof LATER_SYNC_TABLES)[number];

/** Every table whose deleted rows leave a tombstone on the server. */
export type TombstoneTable = SyncTable | LaterSyncTable;

export function isLaterSyncTable(table: string): table is LaterSyncTable {
  return (LATER_SYNC_TABLES as readonly string[]).includes(table);
}

export const rejectionSchema = z.object({
  mutationId: z.number().int().positive(),
  name: z.string(),
  reason: z.string(),
  /** The args the device queued; when `argsTruncated`, only the start of their JSON, as text. */
  args: z.unknown(),
  /**
   * The server kept only a summary: the args were far larger than any change an app makes. Such
   * a change cannot be sent again. Absent (not false) otherwise, and an older app drops it.
   */
  argsTruncated: z.literal(true).optional(),
  createdAt: z.string(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

/**
 * GET /api/sync/pull?clientId=...&cursor=N (cursor omitted or 0 for a full snapshot).
 * The rows of every trip the user is a member of that changed since the cursor (every server
 * change has a global, increasing version), all rows of a trip they joined since the cursor, the
 * members of those trips, tombstones for deleted rows (a trip's tombstone also when the user
 * lost access to it: the device drops the trip with everything in it), and this client's
 * processed mutations and rejections.
 * `reset: true` means the cursor is unknown to this server (restored database, purged
 * tombstones): the answer is a full snapshot and the client must replace its synced rows,
 * keeping its outbox.
 */
export const pullResponseSchema = z.object({
  cursor: z.number().int().nonnegative(),
  reset: z.boolean(),
  lastMutationId: z.number().int().nonnegative(),
  trips: z.array(tripSchema),
  itineraryItems: z.array(itineraryItemSchema),
  expenses: z.array(expenseSchema),
  documents: z.array(tripDocumentSchema),
  members: z.array(tripMemberSchema),
  tombstones: z.array(z.object({ table: syncTableSchema, id: z.string() })),
  rejections: z.array(rejectionSchema),
  /** Trips' further stops. Absent from an older server; an older app drops the key. */
  stops: z.array(tripStopSchema).optional(),
  /**
   * Trips' lists and their items: shared ones to every member, personal ones to their owner
   * alone (decision 018). Absent from an older server; an older app drops the keys.
   */
  lists: z.array(tripListSchema).optional(),
  listItems: z.array(listItemSchema).optional(),
  /**
   * The user's own list templates (decision 021): never a trip's, never another user's. Absent
   * from an older server; an older app drops the key.
   */
  listTemplates: z.array(listTemplateSchema).optional(),
  /**
   * Tombstones of tables added after protocol 3 (`LATER_SYNC_TABLES`), apart from `tombstones`
   * so an older app, which drops this key, still reads the rest. The table is any text: an app
   * ignores a table newer than itself instead of refusing the pull.
   */
  laterTombstones: z.array(z.object({ table: z.string(), id: z.string() })).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
