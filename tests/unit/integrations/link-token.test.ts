import { describe, expect, it } from "vitest";
import { readLinkToken, signLinkToken, verifyLinkSignature } from "@/lib/integrations/link-token";
import { toProviderStatus } from "@/lib/integrations/provider-status";

const claims = {
  attemptId: "4f1c2b9e-8d7a-4c3b-9a1e-123456789abc",
  workspaceId: "0b7f5f4e-1111-4c3b-9a1e-123456789abc",
  userId: "9c3e1d2a-2222-4c3b-9a1e-123456789abc",
  provider: "LINKEDIN",
  expiresAt: new Date("2030-01-01T00:00:00Z"),
};

describe("signed link tokens", () => {
  it("name the attempt and expiry, not the workspace or user, and verify against their claims", () => {
    const token = signLinkToken(claims);
    expect(token).not.toContain(claims.workspaceId);
    expect(token).not.toContain(claims.userId);
    const read = readLinkToken(token);
    expect(read).toMatchObject({ attemptId: claims.attemptId, expiresAt: claims.expiresAt });
    expect(read && verifyLinkSignature(read, claims)).toBe(true);
  });

  it("fail for another workspace, user, provider or expiry, and for malformed input", () => {
    const read = readLinkToken(signLinkToken(claims));
    if (!read) throw new Error("unreadable");
    expect(verifyLinkSignature(read, { ...claims, workspaceId: claims.userId })).toBe(false);
    expect(verifyLinkSignature(read, { ...claims, userId: claims.workspaceId })).toBe(false);
    expect(verifyLinkSignature(read, { ...claims, provider: "WHATSAPP" })).toBe(false);
    expect(verifyLinkSignature(read, { ...claims, expiresAt: new Date("2031-01-01T00:00:00Z") })).toBe(false);
    for (const bad of [undefined, 42, "", claims.userId, "a.b.c", `${signLinkToken(claims)}.x`])
      expect(readLinkToken(bad)).toBeNull();
  });
});

describe("Unipile statuses", () => {
  it("map success messages to OK and keep the broken ones", () => {
    expect(
      ["OK", "running", "CREATION_SUCCESS", "RECONNECTED", "SYNC_SUCCESS"].map(toProviderStatus),
    ).toEqual(["OK", "OK", "OK", "OK", "OK"]);
    expect(
      ["CREDENTIALS", "STOPPED", "ERROR", "DELETED", "CONNECTING", "weird"].map(toProviderStatus),
    ).toEqual(["CREDENTIALS", "STOPPED", "ERROR", "DELETED", "CONNECTING", "UNKNOWN"]);
  });
});
