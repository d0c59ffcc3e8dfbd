import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import { SignedInGate, TRIPS_SIGN_IN_MESSAGE } from '../features/trips/signed-in-gate';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

/** Draws nothing: the main area stays empty for the moment the first screen's code loads. */
function ScreenLoading() {
  return null;
}

/**
 * Rendered in the shell's outlet while the first screen's chunk loads at start. Without it the
 * router draws nothing at all until then (and says so in the console); with it the header and
 * the tabs paint at once.
 */
const screenLoading = <ScreenLoading />;

/**
 * A screen that needs an account. The gate is part of the shell and the screen's chunk is loaded
 * only behind it, so a signed-out visitor sees the sign-in prompt at once instead of first
 * downloading the screen and the local database code it uses.
 */
function signedInScreen(
  message: string,
  load: () => Promise<ComponentType>,
  { returnHere = false } = {},
) {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <SignedInGate message={message} returnHere={returnHere}>
      <Screen />
    </SignedInGate>
  );
}

/**
 * The route table of SPEC section 2. Every screen is its own chunk, loaded when first visited,
 * so the first load carries only the shell.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/auth',
      hydrateFallbackElement: screenLoading,
      lazy: () => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      errorElement: <RouteError />,
    },
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          hydrateFallbackElement: screenLoading,
          lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
        },
        { path: 'explore', element: <Navigate to="/" replace /> },
        { path: 'home', element: <Navigate to="/" replace /> },
        {
          path: 'borders',
          hydrateFallbackElement: screenLoading,
          lazy: () =>
            import('../features/borders/borders-page').then((m) => ({ Component: m.BordersPage })),
        },
        {
          path: 'flights',
          hydrateFallbackElement: screenLoading,
          lazy: () =>
            import('../features/flights/flights-page').then((m) => ({ Component: m.FlightsPage })),
        },
        {
          path: 'trips',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('./trips-page').then((m) => m.TripsPage),
          ),
        },
        {
          path: 'trips/new',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('../features/trips/new-trip-page').then((m) => m.NewTripPage),
          ),
        },
        {
          path: 'trips/:id',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('./trip-detail-page').then((m) => m.TripDetailPage),
          ),
        },
        {
          path: 'trips/:id/edit',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('../features/trips/edit-trip-page').then((m) => m.EditTripPage),
          ),
        },
        {
          path: 'trips/:id/itinerary',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('./itinerary-screen').then((m) => m.ItineraryScreen),
          ),
        },
        {
          path: 'trips/:id/map',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('../features/trip-map/trip-map-page').then((m) => m.TripMapPage),
          ),
        },
        {
          path: 'trips/:id/print',
          element: signedInScreen(TRIPS_SIGN_IN_MESSAGE, () =>
            import('../features/export/print-itinerary-page').then((m) => m.PrintItineraryPage),
          ),
        },
        {
          // An invite link: signing in from here comes back here.
          path: 'join/:code',
          element: signedInScreen(
            'Please sign in to join this trip',
            () => import('../features/members/join-page').then((m) => m.JoinPage),
            { returnHere: true },
          ),
        },
        {
          path: 'sync',
          element: signedInScreen('Please sign in to see the sync status of your trips', () =>
            import('../features/sync-status/sync-page').then((m) => m.SyncPage),
          ),
        },
        {
          path: 'import',
          element: signedInScreen(
            'Please sign in to import a booking into a trip',
            () => import('./shared-import-page').then((m) => m.SharedImportPage),
            { returnHere: true },
          ),
        },
        {
          path: 'profile',
          hydrateFallbackElement: screenLoading,
          lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: '*',
          hydrateFallbackElement: screenLoading,
          lazy: () =>
            import('../features/not-found/not-found-page').then((m) => ({
              Component: m.NotFoundPage,
            })),
        },
      ],
    },
  ]);
}
