import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { parseEnv, type Env } from "@/lib/env";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";

const secret = `whsec_${randomBytes(24).toString("base64")}`;
const envCache = globalThis as unknown as { __crmEnv?: Env };

/** The local Resend for this file, with the app configured for it and for its webhook secret. */
export function withResendAndWebhooks(): { fake: () => FakeResend } {
  let fake: FakeResend | undefined;
  beforeAll(async () => {
    fake = await startFakeResend();
    envCache.__crmEnv = parseEnv({
      ...process.env,
      RESEND_WEBHOOK_SECRET: secret,
      RESEND_API_KEY: fake.apiKey,
    });
  });
  afterAll(async () => {
    envCache.__crmEnv = undefined;
    await fake?.close();
  });
  return {
    fake: () => {
      if (!fake) throw new Error("the fake Resend is not started");
      return fake;
    },
  };
}

let n = 0;
/**
 * A Resend event signed the way Svix signs (HMAC-SHA256 of `id.timestamp.body` with the decoded secret);
 * `request()` may be called again for a replay (same svix-id and body).
 */
export function signedResendEvent(
  type: string,
  data: Record<string, unknown>,
  { id = `msg_${++n}${randomBytes(6).toString("hex")}`, key = secret, createdAt = new Date() } = {},
) {
  const body = JSON.stringify({
    type,
    created_at: createdAt.toISOString(),
    data: { created_at: "2026-11-20T10:00:00.000Z", ...data },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", Buffer.from(key.slice("whsec_".length), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
  const request = () =>
    new Request("http://localhost:3000/api/webhooks/resend", {
      method: "POST",
      body,
      headers: {
        "svix-id": id,
        "svix-timestamp": timestamp,
        "svix-signature": `v1,${signature}`,
        "content-type": "application/json",
      },
    });
  return { id, request };
}

/** A secret other than the configured one, for forged events. */
export function otherSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}
