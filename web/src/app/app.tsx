import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { httpAuthApi } from '../session/auth-api';
import { localLastUser } from '../session/last-user';
import { localPendingSignOut } from '../session/pending-sign-out';
import { SessionProvider } from '../session/session-context';
import { createSessionStore } from '../session/session-store';
import { DbProvider } from '../session/db-context';
import { LazyToasterRegion } from './lazy-toaster-region';
import { createInstallStore } from './pwa/install-prompt';
import { InstallProvider } from './pwa/install-context';
import { ServiceWorkerUpdates } from './pwa/service-worker-updates';
import { createAppRouter } from './router';
import { withoutRuntimeGlobalCss } from './static-global-css';
import { withStyleCaches } from './style-cache';
import { appSystem } from './theme';

/** Composition root: every long-lived object is created here and handed down. */
export function App() {
  const [session] = useState(() =>
    createSessionStore(
      httpAuthApi,
      localLastUser(window.localStorage),
      localPendingSignOut(window.localStorage),
    ),
  );
  const [router] = useState(createAppRouter);
  const [install] = useState(() => createInstallStore(window));
  const [styledSystem] = useState(() => withStyleCaches(withoutRuntimeGlobalCss(appSystem())));
  return (
    <ChakraProvider value={styledSystem}>
      <SessionProvider store={session}>
        <InstallProvider store={install}>
          <DbProvider navigate={(path) => void router.navigate(path)}>
            <RouterProvider router={router} />
          </DbProvider>
        </InstallProvider>
        <LazyToasterRegion />
        <ServiceWorkerUpdates />
      </SessionProvider>
    </ChakraProvider>
  );
}
