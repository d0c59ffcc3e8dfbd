import { ComingSoon } from '../../components/coming-soon';
import { SignInRequired } from '../auth/sign-in-required';
import { useSession } from '../auth/session-context';

export function TripsPage() {
  const user = useSession((s) => s.user);
  if (!user) return <SignInRequired message="Please sign in to view and manage your trips" />;
  return <ComingSoon title="My Trips" text="Trip planning is on its way." />;
}
