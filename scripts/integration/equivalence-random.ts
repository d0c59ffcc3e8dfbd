/*
 * Small random helpers the equivalence test's sources share: each draws from the source it is
 * given, so one source's sequence never depends on another's.
 */

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T | undefined =>
  list[Math.floor(random() * list.length)];

export const chance = (random: Random, p: number) => random() < p;

/** Optional texts as travellers leave them: absent, blank, spaces, or words. */
export function someText(random: Random, words: string): string | undefined {
  return pick(random, [undefined, '', '   ', words, `${words} ${Math.floor(random() * 100)}`]);
}
