import { Navigate, createBrowserRouter } from 'react-router-dom';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

/**
 * The route table of SPEC section 2. Every screen is its own chunk, loaded when first visited,
 * so the first load carries only the shell.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/auth',
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
          lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
        },
        { path: 'explore', element: <Navigate to="/" replace /> },
        { path: 'home', element: <Navigate to="/" replace /> },
        {
          path: 'borders',
          lazy: () =>
            import('../features/borders/borders-page').then((m) => ({ Component: m.BordersPage })),
        },
        {
          path: 'flights',
          lazy: () =>
            import('../features/flights/flights-page').then((m) => ({ Component: m.FlightsPage })),
        },
        {
          path: 'trips',
          lazy: () =>
            import('../features/trips/trips-page').then((m) => ({ Component: m.TripsPage })),
        },
        {
          path: 'trips/new',
          lazy: () =>
            import('../features/trips/new-trip-page').then((m) => ({ Component: m.NewTripPage })),
        },
        {
          path: 'trips/:id',
          lazy: () =>
            import('../features/trips/trip-detail-page').then((m) => ({
              Component: m.TripDetailPage,
            })),
        },
        {
          path: 'trips/:id/edit',
          lazy: () =>
            import('../features/trips/edit-trip-page').then((m) => ({ Component: m.EditTripPage })),
        },
        {
          path: 'trips/:id/itinerary',
          lazy: () =>
            import('../features/itinerary/itinerary-page').then((m) => ({
              Component: m.ItineraryPage,
            })),
        },
        {
          path: 'sync',
          lazy: () =>
            import('../features/sync-status/sync-page').then((m) => ({ Component: m.SyncPage })),
        },
        {
          path: 'profile',
          lazy: () =>
            import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: '*',
          lazy: () =>
            import('../features/not-found/not-found-page').then((m) => ({
              Component: m.NotFoundPage,
            })),
        },
      ],
    },
  ]);
}
