import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useUserStoreReady } from '../../session/db-context';
import { SignInRequired } from '../../components/sign-in-required';
import { useSession } from '../../session/session-context';
import { PageSpinner } from '../../components/page-spinner';

/**
 * Renders screens that need an account only with a signed-in user (their data lives in that
 * user's database). While the first session check runs with nobody remembered, it shows a
 * spinner instead of flashing the sign-in prompt; so it does while the user's database opens and
 * while the screen's own code loads. The router puts the gate around lazily loaded screens, so a
 * signed-out visitor gets the sign-in prompt at once without downloading the screen.
 * `returnHere`: signing in from the prompt comes back to this screen (an invite link).
 */
export function SignedInGate({
  message,
  returnHere = false,
  children,
}: {
  message: string;
  returnHere?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const storeReady = useUserStoreReady();
  if (user && storeReady) return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
  if (user || status === 'checking') return <PageSpinner />;
  return <SignInRequired message={message} returnTo={returnHere ? pathname : undefined} />;
}

export const TRIPS_SIGN_IN_MESSAGE = 'Please sign in to view and manage your trips';
