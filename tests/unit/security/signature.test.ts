import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmacSignature, signaturesMatch } from "@/lib/security/signature";

describe("signed links' one signature", () => {
  it("is HMAC-SHA256 in base64url, under the caller's key", () => {
    const expected = createHmac("sha256", "key").update("message").digest("base64url");
    expect(hmacSignature("key", "message")).toBe(expected);
    expect(hmacSignature("other key", "message")).not.toBe(expected);
  });

  it("matches only the exact signature: not empty, shorter, longer or changed in one character", () => {
    const signature = hmacSignature("key", "message");
    expect(signaturesMatch(signature, signature)).toBe(true);
    expect(signaturesMatch(signature, "")).toBe(false);
    expect(signaturesMatch("", "")).toBe(false);
    expect(signaturesMatch(signature, signature.slice(0, -1))).toBe(false);
    expect(signaturesMatch(signature, `${signature}A`)).toBe(false);
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    expect(signaturesMatch(signature, flipped)).toBe(false);
  });
});
