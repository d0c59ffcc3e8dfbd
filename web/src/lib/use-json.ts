import { startTransition, useEffect, useState } from 'react';
import type { z } from 'zod';
import { NetworkError, getJson } from './api-client';

export type JsonState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  /** `offline`: no answer could be had for lack of a connection, not because it was refused. */
  | { status: 'error'; error: unknown; offline: boolean };

type Settled<T> = Extract<JsonState<T>, { status: 'success' | 'error' }>;

/** True when a failure means "no connection" rather than "the server said no". */
export function isOfflineError(error: unknown): boolean {
  return error instanceof NetworkError || !navigator.onLine;
}

/**
 * GETs `path` (null = nothing to ask yet) and parses the answer with `schema`. A new path
 * starts a new request and answers to an older one are dropped, so a slow reply never
 * overwrites a newer one. A request that failed for lack of a connection is asked again once
 * the browser is back online, so the screen does not stay stuck on the offline message.
 */
export function useJson<S extends z.ZodType>(
  path: string | null,
  schema: S,
): JsonState<z.infer<S>> {
  const [settled, setSettled] = useState<{ path: string; state: Settled<z.infer<S>> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    getJson(path, schema).then(
      (data: z.infer<S>) => {
        // A transition: rendering a long answer (the explorer's 45 cards) yields to the browser
        // every few milliseconds instead of blocking input in one long task.
        if (live) startTransition(() => setSettled({ path, state: { status: 'success', data } }));
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`GET ${path} failed`, error);
        const offline = isOfflineError(error);
        setSettled({ path, state: { status: 'error', error, offline } });
        if (offline) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [path, schema, attempt]);

  if (path === null) return { status: 'idle' };
  if (!settled || settled.path !== path) return { status: 'loading' };
  return settled.state;
}
