import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryAfterOf } from "@/lib/providers/retry-after";

const now = Date.parse("2026-11-25T12:00:00Z");

describe("parseRetryAfter", () => {
  it("reads delta-seconds", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP date as the time left until it", () => {
    expect(parseRetryAfter("Wed, 25 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
  });

  it("treats a date in the past as no wait", () => {
    expect(parseRetryAfter("Wed, 25 Nov 2026 11:59:00 GMT", now)).toBe(0);
  });

  it("ignores what is neither", () => {
    for (const value of [null, undefined, "", "soon", "-5", "1.5", "+3"])
      expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe("retryAfterOf", () => {
  it("reads the header of an answer, whatever its case, and nothing when it is absent", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterOf(new Headers({ "Retry-After": "7" }), now)).toBe(7_000);
    expect(retryAfterOf(new Headers(), now)).toBeUndefined();
  });
});
