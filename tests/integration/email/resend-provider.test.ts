import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResendProvider } from "@/lib/email/providers/resend";
import { PermanentEmailError, type OutgoingEmail } from "@/lib/email/providers/types";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";

let fake: FakeResend;
const saved = process.env.RESEND_BASE_URL;

beforeAll(async () => {
  fake = await startFakeResend();
  // The SDK reads RESEND_BASE_URL when a client is created.
  process.env.RESEND_BASE_URL = fake.baseUrl;
});

afterAll(async () => {
  process.env.RESEND_BASE_URL = saved;
  await fake.close();
});

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
    const result = await createResendProvider(fake.apiKey).send(message);
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

  it("a retried delivery of one email sends it once", async () => {
    const message = email();
    const provider = createResendProvider(fake.apiKey);
    const first = await provider.send(message);
    const second = await provider.send(message);
    expect(second.providerMessageId).toBe(first.providerMessageId);
    expect([...fake.sent.keys()].filter((key) => key === `email/${message.id}`)).toHaveLength(1);
  });

  it("a rejected or missing API key fails permanently (no retries)", async () => {
    await expect(createResendProvider("re_wrong_key").send(email())).rejects.toBeInstanceOf(
      PermanentEmailError,
    );
  });

  it("a validation error fails permanently", async () => {
    await expect(
      createResendProvider(fake.apiKey).send(email({ to: "not-an-address" })),
    ).rejects.toBeInstanceOf(PermanentEmailError);
  });

  it.each([
    ["rate-limited", /rate_limit_exceeded/],
    ["server-error", /internal_server_error/],
    ["malformed", /application_error/],
  ] as const)("%s is a transient failure the job retries", async (fault, message) => {
    fake.fail(fault);
    const error = await createResendProvider(fake.apiKey)
      .send(email())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentEmailError);
    expect((error as Error).message).toMatch(message);
  });
});
