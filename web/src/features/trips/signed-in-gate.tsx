import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SignInRequired } from '../auth/sign-in-required';
import { useSession } from '../auth/session-context';

/**
 * Renders trip screens only with a signed-in user (their data lives in that user's database).
 * While the first session check runs with nobody remembered, it shows a spinner instead of
 * flashing the sign-in prompt.
 */
export function SignedInGate({ message, children }: { message: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  if (user) return children;
  if (status === 'checking') {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  }
  return <SignInRequired message={message} />;
}

export const TRIPS_SIGN_IN_MESSAGE = 'Please sign in to view and manage your trips';
