import { describe, expect, it } from "vitest";
import { commonPasswordLines } from "@/lib/auth/common-passwords-data";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";

describe("password hashing", () => {
  it("is salted argon2id with m >= 19456, t >= 2, p >= 1", async () => {
    const a = await hashPassword("Lantern-harbor-1987");
    const b = await hashPassword("Lantern-harbor-1987");
    expect(a).not.toBe(b);
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(a);
    expect(match).not.toBeNull();
    const [, m, t, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBeGreaterThanOrEqual(1);
    expect(await verifyPassword(a, "Lantern-harbor-1987")).toBe(true);
    expect(await verifyPassword(a, "Lantern-harbor-1988")).toBe(false);
  });

  it("never hashes a password over 128 characters", async () => {
    await expect(hashPassword("x".repeat(129))).rejects.toThrow();
    expect(await verifyPassword(await hashPassword("x".repeat(128)), "x".repeat(129))).toBe(false);
  });
});

describe("common passwords", () => {
  it("rejects the shipped list, case-insensitively, and lets a strong password through", () => {
    const list = commonPasswordLines.flatMap((line) => line.split(" "));
    expect(list.length).toBeGreaterThan(3000);
    for (const password of list) expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword("PASSWORD1")).toBe(true);
    expect(isCommonPassword("Lantern-harbor-1987")).toBe(false);
  });
  it("every listed entry is long enough that length alone would not reject it", () => {
    for (const line of commonPasswordLines)
      for (const p of line.split(" ")) expect(p.length).toBeGreaterThanOrEqual(8);
  });
});
