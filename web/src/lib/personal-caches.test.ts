import { describe, expect, it } from 'vitest';
import { erasePersonalCaches, PERSONAL_CACHES } from './personal-caches';

describe('erasePersonalCaches', () => {
  it("deletes the caches of one traveller's searches and keeps the shared lookups", async () => {
    const deleted: string[] = [];
    await erasePersonalCaches({
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    expect(deleted.sort()).toEqual(['lookups-flights', 'lookups-visa']);
    expect(PERSONAL_CACHES).not.toContain('lookups-destinations');
    expect(PERSONAL_CACHES).not.toContain('lookups-airports');
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(erasePersonalCaches(undefined)).resolves.toBeUndefined();
  });
});
