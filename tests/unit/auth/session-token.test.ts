import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionCookieName } from "@/lib/auth/config";
import { decodeSessionToken } from "@/lib/auth/session-token";

const secret = "session-token-secret-0123456789-abcdefghij";
const claims = { sub: "user-1", sid: "session-1" };

function token(options: { maxAge?: number; secret?: string; payload?: Record<string, unknown> } = {}) {
  return encode({
    token: options.payload ?? claims,
    secret: options.secret ?? secret,
    salt: sessionCookieName,
    maxAge: options.maxAge ?? 3600,
  });
}

describe("session token decoding", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the session and user a token names, the same way on every call", async () => {
    const value = await token();
    expect(await decodeSessionToken(value, secret)).toEqual({ sessionId: "session-1", userId: "user-1" });
    expect(await decodeSessionToken(value, secret)).toEqual({ sessionId: "session-1", userId: "user-1" });
  });

  it("refuses a missing token or secret, a tampered token and a token without a session", async () => {
    const value = await token();
    expect(await decodeSessionToken(undefined, secret)).toBeNull();
    expect(await decodeSessionToken(value, undefined)).toBeNull();
    const parts = value.split(".");
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith("AA") ? "BB" : "AA"}`;
    expect(await decodeSessionToken(parts.join("."), secret)).toBeNull();
    expect(await decodeSessionToken("not.a.token.at.all", secret)).toBeNull();
    expect(await decodeSessionToken(await token({ payload: { sub: "user-1" } }), secret)).toBeNull();
  });

  it("refuses a token it already read once the secret changes", async () => {
    const value = await token();
    expect(await decodeSessionToken(value, secret)).not.toBeNull();
    expect(await decodeSessionToken(value, `${secret}-rotated`)).toBeNull();
    expect(await decodeSessionToken(await token({ secret: `${secret}-rotated` }), secret)).toBeNull();
  });

  it("refuses an expired token, including one it already read while it was valid", async () => {
    expect(await decodeSessionToken(await token({ maxAge: -60 }), secret)).toBeNull();
    const value = await token({ maxAge: 60 });
    expect(await decodeSessionToken(value, secret)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 70_000 });
    expect(await decodeSessionToken(value, secret)).not.toBeNull();
    vi.setSystemTime(Date.now() + 10_000);
    expect(await decodeSessionToken(value, secret)).toBeNull();
  });
});
