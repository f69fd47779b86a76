import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResendProvider } from "@/lib/email/providers/resend";
import type { OutgoingEmail } from "@/lib/email/providers/types";
import { PermanentError, RateLimitedError, RejectedError, TemporaryError } from "@/lib/providers/errors";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";

let fake: FakeResend;

beforeAll(async () => {
  fake = await startFakeResend();
});

afterAll(async () => {
  await fake.close();
});

const resend = (apiKey = fake.apiKey) => createResendProvider(apiKey, fake.baseUrl);

let n = 0;
function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    from: "CRM Pro <no-reply@example.com>",
    to: "lead@example.com",
    subject: "Hello",
    html: "<p>Hi</p>",
    text: "Hi",
    ...overrides,
  };
}

describe("Resend provider against a local Resend", () => {
  it("sends with the API key, our id as the idempotency key and the whole message", async () => {
    const message = email();
    const result = await resend().send(message);
    expect(result.providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
    const request = fake.received.at(-1);
    expect(request?.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request?.idempotencyKey).toBe(`email/${message.id}`);
    expect(request?.body).toMatchObject({
      from: message.from,
      to: message.to,
      subject: "Hello",
      html: "<p>Hi</p>",
      text: "Hi",
    });
  });

  it("passes the message's own headers (a digest's one-click unsubscribe)", async () => {
    const headers = {
      "List-Unsubscribe": "<https://crm.example.com/api/notifications/unsubscribe/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const message = email({ headers });
    await resend().send(message);
    expect(fake.accepted.at(-1)?.headers).toEqual(headers);
  });

  it("a retried delivery of one email sends it once", async () => {
    const message = email();
    const provider = resend();
    const first = await provider.send(message);
    const second = await provider.send(message);
    expect(second.providerMessageId).toBe(first.providerMessageId);
    expect([...fake.sent.keys()].filter((key) => key === `email/${message.id}`)).toHaveLength(1);
  });

  it("a rejected API key fails permanently with Resend's reason, in one request", async () => {
    const before = fake.received.length;
    const error = await resend("re_wrong_key")
      .send(email())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RejectedError);
    expect(error).toMatchObject({ status: 403, code: "invalid_api_key", reason: "API key is invalid." });
    expect(fake.received.length - before).toBe(1);
  });

  it("a validation error fails permanently", async () => {
    const error = await resend()
      .send(email({ to: "not-an-address" }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentError);
    expect(error).toMatchObject({ status: 422, code: "validation_error" });
  });

  it("a 429 is a rate limit carrying Resend's Retry-After", async () => {
    fake.fail("rate-limited");
    const error = await resend()
      .send(email())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(1_000);
  });

  it.each([
    ["server-error", 500],
    ["malformed", 502],
  ] as const)("%s is a temporary failure the job retries, not retried here", async (fault, status) => {
    fake.fail(fault);
    const before = fake.received.length;
    const error = await resend()
      .send(email())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemporaryError);
    expect(error).not.toBeInstanceOf(PermanentError);
    expect(error).toMatchObject({ kind: "server", status });
    expect(fake.received.length - before).toBe(1);
  });
});
