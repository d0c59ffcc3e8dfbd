import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState, type DependencyList } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * `apply` for every answer of a query, the first one inside `transition` (React's
 * startTransition) and the later ones directly.
 */
export function firstInTransition<T>(
  apply: (value: T) => void,
  transition: (scope: () => void) => void = startTransition,
): (value: T) => void {
  let first = true;
  return (value) => {
    if (!first) return apply(value);
    first = false;
    transition(() => apply(value));
  };
}

/**
 * Dexie's useLiveQuery, except that the first answer is drawn as a transition: React renders a
 * large screen (a trip, hundreds of styled elements) in slices of a few milliseconds with the
 * browser free in between, instead of one long task on a slow phone. Later answers (an edit, a
 * sync) are drawn at once, as before. Like Dexie's hook, the previous answer stays until the
 * next one comes when `deps` change, and an error is thrown to the nearest error boundary.
 */
export function useLiveQuerySliced<T>(
  query: () => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: firstInTransition((value: T) => setAnswer({ value })),
      error: (error: unknown) => setAnswer({ error }),
    });
    return () => subscription.unsubscribe();
    // The caller's deps are the query's, as with Dexie's useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
