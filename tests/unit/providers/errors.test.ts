import { describe, expect, it } from "vitest";
import {
  NotConfiguredError,
  PermanentError,
  ProviderCallError,
  RateLimitedError,
  RejectedError,
  TemporaryError,
} from "@/lib/providers/errors";

describe("provider error types", () => {
  it("sort every failure into retry-worthy or not by class alone", () => {
    const failures = [
      new NotConfiguredError("places", "GOOGLE_MAPS_API_KEY"),
      new RejectedError("resend", 422, "Invalid `to` field.", "validation_error"),
      new PermanentError("stripe", "the price no longer exists"),
      new RateLimitedError("unipile", 30_000),
      new TemporaryError("places", "timeout", "places did not answer in time"),
    ];
    expect(failures.every((e) => e instanceof ProviderCallError)).toBe(true);
    expect(failures.map((e) => e instanceof TemporaryError)).toEqual([false, false, false, true, true]);
    expect(failures.map((e) => e.kind)).toEqual([
      "not_configured",
      "rejected",
      "permanent",
      "rate_limited",
      "timeout",
    ]);
    expect(failures.map((e) => e.name)).toEqual([
      "NotConfiguredError",
      "RejectedError",
      "PermanentError",
      "RateLimitedError",
      "TemporaryError",
    ]);
  });

  it("say which setting is missing and keep the provider's own reason", () => {
    expect(new NotConfiguredError("places", "GOOGLE_MAPS_API_KEY").message).toBe(
      "places is not configured on this server (GOOGLE_MAPS_API_KEY)",
    );
    const rejected = new RejectedError("resend", 403, "API key is invalid.", "invalid_api_key");
    expect(rejected).toMatchObject({ status: 403, reason: "API key is invalid.", code: "invalid_api_key" });
    expect(rejected.message).toBe("resend refused the request (403 invalid_api_key): API key is invalid.");
    expect(new RateLimitedError("unipile", 30_000)).toMatchObject({ status: 429, retryAfterMs: 30_000 });
  });

  it("give a rate limit's wait in whole seconds, rounded up, and none when the provider sent none", () => {
    expect([1, 1000, 1001, 30_000].map((ms) => new RateLimitedError("places", ms).retryAfterSeconds)).toEqual(
      [1, 1, 2, 30],
    );
    expect(new RateLimitedError("places", undefined).retryAfterSeconds).toBeUndefined();
  });
});
