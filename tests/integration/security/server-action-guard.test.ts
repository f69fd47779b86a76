/**
 * A server action over the body limit answers 413 and one from another origin 403 (Next alone
 * answers 500 to both). Runs the real middleware; tests/e2e/security-headers.spec.ts does the same
 * against a production server.
 */
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { middleware } from "@/middleware";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/security/server-actions";

const action = (headers: Record<string, string>, path = "/signin") =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      host: "localhost:3000",
      "next-action": "0".repeat(42),
      "content-type": "text/plain",
      ...headers,
    },
    body: "[]",
  });

describe("server action guard in middleware", () => {
  it("answers 413 to a declared body over the limit", async () => {
    const response = await middleware(
      action({
        origin: "http://localhost:3000",
        "content-length": String(SERVER_ACTION_BODY_LIMIT_BYTES + 1),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/exceeds the 1mb limit/);
  });

  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ])("answers 403 to %s", async (_label, headers) => {
    expect((await middleware(action(headers))).status).toBe(403);
  });

  it("lets a same-origin action at the limit, and every non-action POST, through to Next", async () => {
    const same = await middleware(
      action({ origin: "http://localhost:3000", "content-length": String(SERVER_ACTION_BODY_LIMIT_BYTES) }),
    );
    expect([200, 307]).toContain(same.status);
    const plain = new NextRequest("http://localhost:3000/signin", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect([200, 307]).toContain((await middleware(plain)).status);
  });

  it("lets an action on a protected page through without a session, so it answers for itself", async () => {
    const page = await middleware(new NextRequest("http://localhost:3000/campaigns?createNew=true"));
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toBe(
      "http://localhost:3000/signin?callbackUrl=%2Fcampaigns%3FcreateNew%3Dtrue",
    );
    const signedOutAction = await middleware(
      action({ origin: "http://localhost:3000" }, "/campaigns?createNew=true"),
    );
    expect(signedOutAction.status).toBe(200);
    expect(signedOutAction.headers.get("location")).toBeNull();
  });
});
