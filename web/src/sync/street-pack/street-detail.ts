import { streetDetailResponseSchema } from '@shared/api/street-detail';
import type { AppDb, StreetDetail } from '../../db/app-db';
import { readMeta } from '../../db/meta';

/**
 * Asks the server whether it keeps street maps offline (GET /api/street-detail) and keeps the
 * answer in `meta`, for the trip page to say before 'Available offline' is turned on, offline
 * too. Answers whether it got an answer: no connection or a failing server keep the last one,
 * and it is asked again on the next round. A server that has gained a street source lets the
 * trips refused for the lack of one ask again.
 */
export async function askStreetDetail(
  db: AppDb,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  let answer: { available: boolean; message: string | null };
  try {
    const response = await fetchImpl('/api/street-detail', { credentials: 'include', signal });
    if (!response.ok) return false;
    answer = streetDetailResponseSchema.parse(await response.json());
  } catch {
    return false;
  }
  const value: StreetDetail = { ...answer, checkedAt: now().toISOString() };
  await db.transaction('rw', db.meta, db.streetPacks, async () => {
    const before = await readMeta(db, 'streetDetail');
    await db.meta.put({ key: 'streetDetail', value });
    if (!value.available || !before || before.available || before.message === null) return;
    const refused = before.message;
    await db.streetPacks
      .filter((row) => row.problem?.kind === 'unavailable' && row.problem.message === refused)
      .modify((row) => {
        row.problem = null;
      });
  });
  return true;
}
