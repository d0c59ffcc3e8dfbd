import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '@shared/constants';
import { useUserStoreStatus } from '../session/db-context';
import { useSession } from '../session/session-context';
import { Logo } from '../components/logo';
import { InstallAction } from './pwa/install-action';
import { OfflineBadge } from '../components/offline-badge';

// The sync indicator reads the user's database (Dexie's live queries): it loads with the store,
// after the first paint, and only for a signed-in user.
const SyncIndicator = lazy(() =>
  import('../features/sync-status/sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);

/**
 * Sticky header with the logo, and a Sign In button only while signed out (SPEC 2). Plain
 * elements styled by shell.css: it is drawn on every first paint.
 */
export function AppHeader() {
  const status = useSession((s) => s.status);
  const storeReady = useUserStoreStatus() === 'ready';
  return (
    <header className="wf-header">
      <div className="wf-header-bar">
        <RouterLink to="/" aria-label={`${APP_NAME} home`} className="wf-touch-link">
          <div className="wf-brand">
            <Logo size={28} />
            <p className="wf-brand-name">{APP_NAME}</p>
          </div>
        </RouterLink>
        {/* It fills the rest of the row, so buttons that appear after the first paint (Sign In
            once the session check answers, Install app once the browser offers it) do not move
            it: no layout shift. */}
        <div className="wf-header-actions">
          {/* Signed in, the sync indicator also says when the device is offline. Until it has
              loaded (a moment after start), the badge says it. */}
          {storeReady ? (
            <Suspense fallback={<OfflineBadge />}>
              <SyncIndicator />
            </Suspense>
          ) : (
            <OfflineBadge />
          )}
          <InstallAction />
          {status === 'signed-out' && (
            <Button asChild size="sm" colorPalette="teal">
              <RouterLink to="/auth">Sign In</RouterLink>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
