/**
 * Edge-safe session cookie settings (no database, no Node APIs), shared by middleware and lib/auth. The
 * app is its own sign-in door (Auth.js's route handlers are not mounted); next-auth/jwt only
 * encrypts the cookie. The JWT names a `sessions` row (`sid`) and its user (`sub`); lib/auth/session.ts
 * checks both against the database on every request.
 */
export const secureCookies = process.env.NODE_ENV === "production";
// `__Host-` needs Secure, Path=/ and no Domain: the browser then refuses any other site setting it.
export const sessionCookieName = secureCookies ? "__Host-authjs.session-token" : "authjs.session-token";

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A browser-session cookie has no Expires; its row and token still end after this long. */
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;

declare module "@auth/core/jwt" {
  interface JWT {
    sid?: string;
  }
}
