/**
 * The screens whose code a first visit fetches together with the shell, by the route path that
 * opens them (SPEC section 2). Without this the browser learns about a screen's chunk only after
 * the whole shell has downloaded and run, one more round trip before anything of the screen can
 * paint. The build turns this table into the list of files of each screen (see
 * web/build/screen-preload-plugin.ts); first-load-preload.js matches the address against it.
 *
 * Order matters: the first matching path wins ('/trips/new' before '/trips/:id').
 */
export interface ScreenPreload {
  /** A route path; a segment starting with ':' matches any one segment. */
  path: string;
  /** The screen's module under web/src, without extension. */
  module: string;
  /**
   * Only for a signed-in user. Such screens are fetched only when the device remembers one, so a
   * signed-out visitor, who sees a sign-in prompt there, downloads none of that code.
   */
  signedIn: boolean;
}

export const SCREEN_PRELOADS: readonly ScreenPreload[] = [
  { path: '/', module: 'features/home/home-page', signedIn: false },
  { path: '/auth', module: 'features/auth/auth-page', signedIn: false },
  { path: '/borders', module: 'features/borders/borders-page', signedIn: false },
  { path: '/flights', module: 'features/flights/flights-page', signedIn: false },
  { path: '/profile', module: 'app/profile-page', signedIn: false },
  { path: '/trips', module: 'app/trips-page', signedIn: true },
  { path: '/trips/new', module: 'features/trips/new-trip-page', signedIn: true },
  { path: '/trips/:id', module: 'app/trip-detail-page', signedIn: true },
  { path: '/trips/:id/edit', module: 'features/trips/edit-trip-page', signedIn: true },
  { path: '/trips/:id/itinerary', module: 'app/itinerary-screen', signedIn: true },
  { path: '/trips/:id/map', module: 'features/trip-map/trip-map-page', signedIn: true },
  { path: '/sync', module: 'features/sync-status/sync-page', signedIn: true },
  { path: '/join/:code', module: 'features/members/join-page', signedIn: true },
];

/** What every signed-in screen waits for besides its own code: the user's local store. */
export const SIGNED_IN_MODULE = 'session/user-store';
