import { liveQuery } from 'dexie';
import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * `apply` for every answer of a query: inside `transition` (React's startTransition) until the
 * screen has drawn one, directly after that. An answer that comes while the first is still being
 * drawn in slices stays a transition too: applied directly, it would have React draw the whole
 * screen at once after all.
 */
export function answerApplier<T>(
  apply: (value: T) => void,
  drawn: () => boolean,
  transition: (scope: () => void) => void = startTransition,
): (value: T) => void {
  return (value) => {
    if (drawn()) apply(value);
    else transition(() => apply(value));
  };
}

/**
 * Dexie's useLiveQuery, except that the first answer is drawn as a transition: React renders a
 * large screen (a trip, hundreds of styled elements) in slices of a few milliseconds with the
 * browser free in between, instead of one long task on a slow phone. Once it is on screen, later
 * answers (an edit, a sync) are drawn at once, as before. Like Dexie's hook, the previous answer
 * stays until the next one comes when `deps` change, and an error is thrown to the nearest error
 * boundary.
 */
export function useLiveQuerySliced<T>(
  query: () => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  const drawn = useRef(false);
  // Runs once an answer has been committed to the screen.
  useEffect(() => {
    if (answer) drawn.current = true;
  }, [answer]);
  useEffect(() => {
    drawn.current = false;
    const subscription = liveQuery(query).subscribe({
      next: answerApplier(
        (value: T) => setAnswer({ value }),
        () => drawn.current,
      ),
      error: (error: unknown) => setAnswer({ error }),
    });
    return () => subscription.unsubscribe();
    // The caller's deps are the query's, as with Dexie's useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
