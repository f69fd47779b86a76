import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./config";
import { requestMeta } from "./request-meta";
import { signInWithPassword } from "./sign-in";
import { signInSchema } from "./validations";

/**
 * Auth.js with the Credentials provider. The app's own sign-in (server action and /api/auth/signin) calls
 * signInWithPassword directly and writes the cookie itself; this provider serves Auth.js's own endpoint
 * with the same checks, rate limits included.
 */
export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const outcome = await signInWithPassword(parsed.data, requestMeta(request.headers));
        return outcome.ok ? { id: outcome.user.id, sid: outcome.sessionId } : null;
      },
    }),
  ],
});
