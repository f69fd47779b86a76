/**
 * Where "Sign in" goes once a session ended while a screen stayed open: the route that drops a dead
 * cookie, then sign-in, then back to `here` (a path of ours with its query).
 */
export function signInAgainHref(here: string): string {
  return `/api/auth/expired?callbackUrl=${encodeURIComponent(here)}`;
}
