import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ZodError } from 'zod';
import { UNAUTHORIZED_REDIRECT_MS } from '@shared/constants';
import { errorDescription, isUnauthorizedError } from './api-client';
import { notify } from './toaster';
import { useSession } from '../session/session-context';

/**
 * The words to show for a failed write: the first validation message of a refused input, the
 * error's own message, or the fallback.
 */
export function writeErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ZodError) return error.issues[0]?.message ?? fallback;
  if (error instanceof Error && error.message) return errorDescription(error, error.message);
  return fallback;
}

/**
 * SPEC 8: a 401 on trip create or update, or on itinerary add or delete, means the session is
 * gone: say so and go to /auth after 500 ms. Answers true when it handled the error.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const expire = useSession((s) => s.expire);
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      notify({
        type: 'error',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      });
      expire();
      setTimeout(() => void navigate('/auth'), UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [navigate, expire],
  );
}

/** Reports a failed write in the spec's words, unless it was a lost session. */
export function useWriteFailure(): (error: unknown, title: string, fallback: string) => void {
  const onUnauthorized = useUnauthorizedHandler();
  return useCallback(
    (error, title, fallback) => {
      if (onUnauthorized(error)) return;
      console.error(title, error);
      notify({ type: 'error', title, description: writeErrorMessage(error, fallback) });
    },
    [onUnauthorized],
  );
}
