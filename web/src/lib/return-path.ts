/**
 * Where the sign-in screen goes once somebody has signed in: back to the screen that sent them
 * (an invite link, say) when it asked for that through the link's state, else home. Only a path
 * inside the app is followed ('//host' would be another site).
 */
export function returnPath(state: unknown): string {
  const to = state && typeof state === 'object' && 'returnTo' in state ? state.returnTo : undefined;
  if (typeof to === 'string' && /^\/(?![/\\])/.test(to)) return to;
  return '/';
}

/** The link state that asks the sign-in screen to come back to `path`. */
export const returnTo = (path: string) => ({ returnTo: path });
