import { mutationSchema, type Mutation } from '@shared/sync/mutations';
import type { AppDb } from '../../web/src/db/app-db';
import {
  commitMutation,
  InvalidChangeError,
  LocalNotFoundError,
} from '../../web/src/db/commit-mutation';
import { guardFor } from '../../web/src/db/mutation-guards';
import { saveTemplate } from '../../web/src/db/template-repo';

/** What the device did with a change: queued it, refused it, or found nothing to do. */
export type DeviceVerdict = 'queued' | 'refused' | 'nothing';

/**
 * Applies a change as the app does: parsed with the contract, through the one door, behind the
 * device's check for its name (web/src/db/mutation-guards.ts, the check every repo makes), so the
 * test cannot queue what no screen could. A refusal is a rule's (InvalidChangeError) or a row this
 * device no longer holds (LocalNotFoundError: its list or trip was deleted).
 */
export async function applyOnDevice(db: AppDb, raw: Mutation): Promise<DeviceVerdict> {
  let queued = true;
  try {
    if (raw.name === 'saveListTemplate') {
      // The repo's way in: it refuses what the contract refuses (a category off a packing list)
      // with the contract's words, before anything is queued.
      await saveTemplate(db, raw.args);
    } else {
      const mutation = mutationSchema.parse(raw);
      const guard = guardFor(db, mutation);
      await commitMutation(db, mutation, async () => (queued = await guard()));
    }
  } catch (error) {
    if (error instanceof InvalidChangeError || error instanceof LocalNotFoundError) {
      return 'refused';
    }
    throw error;
  }
  return queued ? 'queued' : 'nothing';
}
