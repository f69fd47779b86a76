import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getDb } from "@/db";
import { emails, rateLimits, users } from "@/db/schema";
import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { sessionCookieName } from "@/lib/auth/config";
import { installPeerAddressCapture, PEER_ADDRESS_HEADER } from "@/lib/security/peer-address";
import { createVerifiedAccount, newAccount } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
const { resetScope, scope, setRequestHeaders } = await import("./support/request-scope");
const signup = await import("@/app/api/auth/signup/route");
const signin = await import("@/app/api/auth/signin/route");
const signout = await import("@/app/api/auth/signout/route");
const forgot = await import("@/app/api/auth/forgot-password/route");
const reset = await import("@/app/api/auth/reset-password/route");
const outbox = await import("@/app/api/dev/outbox/route");
const expired = await import("@/app/api/auth/expired/route");
const { signUpAction } = await import("@/app/(auth)/signup/actions");

const base = "http://localhost:3000";
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

// Every call here comes from one client address (no trusted proxy): each test starts with fresh counters.
beforeEach(async () => {
  resetScope();
  await (await getDb()).delete(rateLimits);
});

describe("/api/auth routes", () => {
  it("sign-up answers { success, message } and the same for an existing address", async () => {
    const account = newAccount();
    const first = await signup.POST(post("/api/auth/signup", account));
    const again = await signup.POST(post("/api/auth/signup", { ...account, name: "Someone Else" }));
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("sign-up validation answers 400 with every field error", async () => {
    const response = await signup.POST(
      post("/api/auth/signup", { name: "", email: "bad", password: "short", phone: "12" }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; fieldErrors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toEqual({
      name: ["Full name is required"],
      email: ["Enter a valid email"],
      password: ["Minimum 8 characters"],
      phone: ["Enter a valid phone number"],
    });
  });

  it("sign-in answers the spec's statuses and messages and sets an httpOnly cookie on success", async () => {
    const account = await createVerifiedAccount();
    const unknown = await signin.POST(
      post("/api/auth/signin", { email: "nobody@example.com", password: "Lantern-harbor-1987" }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, message: "Email is not registered" });
    const wrong = await signin.POST(
      post("/api/auth/signin", { email: account.email, password: "Wrong-password-123" }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, message: "Wrong email or password" });

    const ok = await signin.POST(
      post("/api/auth/signin", { email: account.email, password: account.password }),
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { success: boolean; data: { user: Record<string, unknown> } };
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      id: account.user.id,
      email: account.email,
      name: account.name,
      previousLoginAtGmt8: null,
    });
    expect(body.data.user.lastLoginAtGmt8).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(scope.jar.has(sessionCookieName)).toBe(true);
    expect(scope.lastOptions.get(sessionCookieName)).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });

    const out = await signout.POST(post("/api/auth/signout", {}));
    expect(out.status).toBe(200);
    expect(scope.jar.has(sessionCookieName)).toBe(false);
  });

  it("an oversized or malformed body is refused clearly", async () => {
    const big = await signin.POST(
      post("/api/auth/signin", JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) })),
    );
    expect(big.status).toBe(413);
    const broken = await signin.POST(post("/api/auth/signin", "{not json"));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: "The request body is not valid JSON." });
  });

  it("a password over 128 characters is refused as a field error", async () => {
    const response = await signin.POST(
      post("/api/auth/signin", { email: "a@example.com", password: "p".repeat(129) }),
    );
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.password,
    ).toEqual(["Password must be at most 128 characters"]);
  });

  it("forgot-password answers the same for known and unknown addresses and builds the link from APP_URL despite a spoofed host", async () => {
    const account = await createVerifiedAccount();
    const spoof = { host: "evil.example", "x-forwarded-host": "evil.example" };
    const known = await forgot.POST(post("/api/auth/forgot-password", { email: account.email }, spoof));
    const unknown = await forgot.POST(
      post("/api/auth/forgot-password", { email: "nobody@example.com" }, spoof),
    );
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const db = await getDb();
    const [mail] = await db.select().from(emails).where(eq(emails.template, "reset-password"));
    expect(mail?.text).toContain("http://localhost:3000/reset-password?token=");
    expect(mail?.text).not.toContain("evil.example");
  });

  it("reset-password answers { success, message }, and a bad token is a clear 400", async () => {
    const bad = await reset.POST(
      post("/api/auth/reset-password", { token: "A".repeat(43), newPassword: "Quiet-meadow-2024" }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/invalid, expired or already used/),
    });
    const missing = await reset.POST(post("/api/auth/reset-password", { newPassword: "Quiet-meadow-2024" }));
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.token).toEqual([
      "Reset token is missing or invalid.",
    ]);
  });

  it("the sign-up limit holds across the JSON route and the server action (one counter in the database)", async () => {
    // One client address, as `next start` stamps it from the socket (lib/security/peer-address.ts).
    installPeerAddressCapture();
    const peer = { [PEER_ADDRESS_HEADER]: "192.0.2.77" };
    setRequestHeaders(peer);
    for (let i = 0; i < 3; i++)
      expect((await signup.POST(post("/api/auth/signup", newAccount(), peer))).status).toBe(200);
    const form = (account: ReturnType<typeof newAccount>) => ({
      ...account,
      phone: "91234567",
      countryCode: "+65" as const,
      confirmPassword: account.password,
      agree: true,
    });
    for (let i = 0; i < 2; i++)
      expect((await signUpAction(undefined, form(newAccount()))).status).toBe("success");
    const refused = await signUpAction(undefined, form(newAccount()));
    expect(refused).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many attempts/) });
    const viaRoute = await signup.POST(post("/api/auth/signup", newAccount(), peer));
    expect(viaRoute.status).toBe(429);
    expect(Number(viaRoute.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a cross-site state-changing call", async () => {
    const viaOrigin = await signup.POST(
      post("/api/auth/signup", newAccount(), { origin: "https://evil.example" }),
    );
    const viaFetchSite = await signup.POST(
      post("/api/auth/signup", newAccount(), { "sec-fetch-site": "cross-site" }),
    );
    const nullOrigin = await signup.POST(post("/api/auth/signup", newAccount(), { origin: "null" }));
    expect([viaOrigin.status, viaFetchSite.status, nullOrigin.status]).toEqual([403, 403, 403]);
  });

  it("the expired route sends an ended session to sign-in with its page, and a live one back to that page", async () => {
    const go = async (query: string) =>
      (await expired.GET(new Request(`${base}/api/auth/expired${query}`))).headers.get("location");
    expect(await go("?callbackUrl=%2Fcampaigns%3FcreateNew%3Dtrue")).toBe(
      `${base}/signin?expired=1&callbackUrl=%2Fcampaigns%3FcreateNew%3Dtrue`,
    );
    expect(await go("?callbackUrl=https%3A%2F%2Fevil.example%2F")).toBe(`${base}/signin?expired=1`);
    expect(await go("")).toBe(`${base}/signin?expired=1`);

    const account = await createVerifiedAccount();
    const signedIn = await signin.POST(
      post(
        "/api/auth/signin",
        { email: account.email, password: account.password },
        { "x-forwarded-for": "1.2.3.9" },
      ),
    );
    expect(signedIn.status).toBe(200);
    expect(await go("?callbackUrl=%2Fcampaigns%3FcreateNew%3Dtrue")).toBe(`${base}/campaigns?createNew=true`);
    expect(await go("?callbackUrl=%2F%2Fevil.example")).toBe(`${base}/dashboard`);
  });

  it("the dev outbox lists stored emails with their links, and is a 404 when it is not enabled", async () => {
    const account = newAccount();
    await signup.POST(post("/api/auth/signup", account));
    const visible = await outbox.GET(new Request(`${base}/api/dev/outbox?to=${account.email}`));
    const body = (await visible.json()) as { emails: Array<{ links: string[] }> };
    expect(body.emails[0]?.links[0]).toMatch(/\/verify-email\?token=/);

    const { env } = await import("@/lib/env");
    const config = env();
    const saved = config.DEV_OUTBOX;
    config.DEV_OUTBOX = false;
    try {
      expect((await outbox.GET(new Request(`${base}/api/dev/outbox`))).status).toBe(404);
    } finally {
      config.DEV_OUTBOX = saved;
    }
  });
});

describe("withWorkspace", () => {
  const route = withWorkspace(
    async (_request, { session, params }) => Response.json({ user: session.user.id, params }),
    {
      params: z.object({ id: z.coerce.number().int().positive() }),
    },
  );
  const json = withWorkspace(async (request) =>
    Response.json(await readJson(request, z.object({ name: z.string().min(1, "Name is required") }))),
  );
  const ctx = (params: unknown) => ({ params: Promise.resolve(params) });

  async function signIn() {
    const account = await createVerifiedAccount();
    await signin.POST(
      post(
        "/api/auth/signin",
        { email: account.email, password: account.password },
        { "x-forwarded-for": "1.2.3.4" },
      ),
    );
    return account;
  }

  it("401 without a session, even with the middleware-bypass header", async () => {
    const response = await route(
      new Request(`${base}/api/x/1`, {
        headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      }),
      ctx({ id: "1" }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("passes the session and parsed params; an invalid id or another user's id is a 404", async () => {
    const account = await signIn();
    const ok = await route(
      new Request(`${base}/api/x/7?userId=${account.user.id}`, { headers: { "x-user-id": account.user.id } }),
      ctx({ id: "7" }),
    );
    expect(await ok.json()).toEqual({ user: account.user.id, params: { id: 7 } });
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect((await route(new Request(`${base}/api/x/abc`), ctx({ id: "abc" }))).status).toBe(404);
    const other = "00000000-0000-4000-8000-000000000000";
    for (const request of [
      new Request(`${base}/api/x/7`, { headers: { "x-user-id": other } }),
      new Request(`${base}/api/x/7`, { headers: { "user-id": other } }),
      new Request(`${base}/api/x/7?userId=${other}`),
    ]) {
      expect((await route(request, ctx({ id: "7" }))).status).toBe(404);
    }
  });

  it("refuses a cross-site POST with 403 and maps body errors to 400", async () => {
    await signIn();
    const foreign = new Request(`${base}/api/x`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "{}",
    });
    expect((await json(foreign, ctx({}))).status).toBe(403);
    const sameOrigin = new Request(`${base}/api/x`, {
      method: "POST",
      headers: { origin: base },
      body: JSON.stringify({ name: "" }),
    });
    const invalid = await json(sameOrigin, ctx({}));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ fieldErrors: { name: ["Name is required"] } });
  });
});
