import type { NextAuthConfig } from "next-auth";

/**
 * Edge-safe Auth.js settings (no database, no Node APIs): middleware and lib/auth/index.ts share them.
 * The JWT only names a `sessions` row (`sid`) and its user (`sub`); lib/auth/session.ts checks both.
 */
export const secureCookies = process.env.NODE_ENV === "production";
// `__Host-` needs Secure, Path=/ and no Domain: the browser then refuses any other site setting it.
export const sessionCookieName = secureCookies ? "__Host-authjs.session-token" : "authjs.session-token";

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A browser-session cookie has no Expires; its row and token still end after this long. */
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;

export const authConfig = {
  pages: { signIn: "/signin", error: "/signin" },
  session: { strategy: "jwt", maxAge: REMEMBER_ME_SECONDS },
  trustHost: true,
  useSecureCookies: secureCookies,
  cookies: {
    sessionToken: {
      name: sessionCookieName,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies },
    },
  },
  providers: [],
  logger: {
    error(error) {
      // A tampered, expired or foreign-secret cookie is an expected denial, not a server fault.
      if (error.name === "JWTSessionError") return;
      console.error(`[auth] ${error.name}: ${error.message}`);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user?.id && user.sid) return { sub: user.id, sid: user.sid };
      return token;
    },
    session({ session, token }) {
      return { ...session, sid: token.sid, user: { ...session.user, id: token.sub ?? "" } };
    },
    redirect({ url, baseUrl }) {
      return safeRedirectUrl(url, baseUrl);
    },
  },
} satisfies NextAuthConfig;

/** Same-origin targets only (callbackUrl=https://evil.example or //evil.example goes to /dashboard). */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  try {
    const target = new URL(url, base);
    if (target.origin === base.origin && !url.startsWith("//") && !url.startsWith("/\\"))
      return target.toString();
  } catch {
    // fall through to the default
  }
  return new URL("/dashboard", base).toString();
}

declare module "next-auth" {
  interface Session {
    sid?: string;
  }
  interface User {
    sid?: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    sid?: string;
  }
}
