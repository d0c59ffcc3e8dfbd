import { useEffect, useState } from 'react';

/**
 * The bytes this origin may still store, from `navigator.storage.estimate()` (quota minus
 * usage); null where the browser does not say. Asked again when `changedWith` changes, since
 * the figure moves with every file kept.
 */
export function useFreeStorage(changedWith: unknown): number | null {
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const estimate = globalThis.navigator?.storage?.estimate?.bind(navigator.storage);
    if (!estimate) return;
    estimate().then(
      ({ quota, usage }) => {
        if (current && quota !== undefined) setFree(Math.max(0, quota - (usage ?? 0)));
      },
      (error: unknown) => console.error('Estimating storage failed', error),
    );
    return () => {
      current = false;
    };
  }, [changedWith]);
  return free;
}
