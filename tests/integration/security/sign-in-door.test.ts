/**
 * "One sign-in door": Auth.js's catch-all route is gone, so there is exactly one way to obtain a
 * session (the app's sign-in action and POST /api/auth/signin, both through lib/auth/start-session.ts),
 * and the authorization matrix lists every endpoint under /api/auth. tests/e2e/auth.spec.ts checks that a
 * production server answers 404 on Auth.js's paths.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authRoutes } from "./endpoints/auth";
import { notificationsRoutes } from "./endpoints/notifications";
import { discoverRoutes } from "./support/discover";

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe("one sign-in door", () => {
  it("no catch-all route under /api/auth, and the matrix lists every endpoint there", () => {
    const found = discoverRoutes().filter((r) => r.route.startsWith("/api/auth"));
    expect(found.filter((r) => r.route.includes("[..."))).toEqual([]);
    // The referral calls live under /api/auth (spec) and are listed with the notifications area's endpoints.
    const listed = Object.keys({ ...authRoutes, ...notificationsRoutes }).filter((id) =>
      id.includes(" /api/auth"),
    );
    expect(found.map((r) => r.id).sort()).toEqual(listed.sort());
  });

  it("next-auth serves only cookie encryption: no NextAuth() handlers, signIn or auth() anywhere", () => {
    const offenders = ["app", "lib", "components", "middleware.ts"]
      .flatMap((p) => (p.endsWith(".ts") ? [p] : sourceFiles(p)))
      .filter((file) => /from\s+["']next-auth(?!\/jwt["'])[^"']*["']/.test(fs.readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("sessions are created in one place", () => {
    const creators = ["app", "lib", "components"]
      .flatMap((dir) => sourceFiles(dir))
      .filter((file) => /\bcreateSessionRow\(/.test(fs.readFileSync(file, "utf8")))
      .filter((file) => !file.endsWith("session-queries.ts"));
    expect(creators).toEqual([path.join("lib", "auth", "sign-in.ts")]);
  });
});
