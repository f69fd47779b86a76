/**
 * The webhook intake: signed callbacks verified on their exact bytes, each provider event applied once
 * in the transaction that records its id, and nothing changed by a forged, stale, oversized or failing
 * delivery.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appEvents, webhookEvents } from "@/db/schema";
import { receiveWebhook } from "@/lib/webhooks/intake";
import type { WebhookHandler, WebhookVerifier } from "@/lib/webhooks/types";
import { resendVerifier } from "@/lib/webhooks/verifiers/resend";
import { stripeVerifier } from "@/lib/webhooks/verifiers/stripe";
import { twilioSignature, twilioVerifier } from "@/lib/webhooks/verifiers/twilio";
import { UNIPILE_SECRET_HEADER, unipileVerifier } from "@/lib/webhooks/verifiers/unipile";

const URL_BASE = "https://crm.example.com";
const svixSecret = `whsec_${randomBytes(24).toString("base64")}`;
const resend = resendVerifier({ webhookSecret: svixSecret, apiKey: "re_test_key" });

/** Signs a body the way Svix does: base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the decoded secret. */
function svixHeaders(
  id: string,
  body: string,
  { secret = svixSecret, at = Date.now() } = {},
): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return {
    "svix-id": id,
    "svix-timestamp": timestamp,
    "svix-signature": `v1,${signature}`,
    "content-type": "application/json",
  };
}

function post(body: string, headers: Record<string, string>, path = "/api/webhooks/test"): Request {
  return new Request(`${URL_BASE}${path}`, { method: "POST", body, headers });
}

function resendEvent(subject = "Spring webinar"): string {
  return JSON.stringify({
    type: "email.delivered",
    created_at: "2026-11-20T10:00:00.000Z",
    data: { email_id: randomBytes(8).toString("hex"), subject, to: ["ada@example.com"] },
  });
}

/** The handler under test: one app event per application, written in the intake's transaction. */
function recordingHandler<P>(tag: string): WebhookHandler<P> {
  return async (event, { tx }) => {
    await tx
      .insert(appEvents)
      .values({ type: `webhook-test.${tag}`, data: { eventId: event.eventId ?? null, type: event.type } });
  };
}

async function applied(tag: string): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ n: sql<number>`count(*)::int` })
    .from(appEvents)
    .where(eq(appEvents.type, `webhook-test.${tag}`));
  return row?.n ?? 0;
}

async function recorded(
  provider: "resend" | "stripe" | "twilio" | "unipile",
  eventId: string,
): Promise<boolean> {
  const rows = await (
    await getDb()
  )
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return rows.length === 1;
}

async function receive<P>(request: Request, verify: WebhookVerifier<P>, tag: string, maxBytes?: number) {
  const response = await receiveWebhook(request, { verify, handle: recordingHandler<P>(tag), maxBytes });
  return {
    status: response.status,
    body: (await response.json()) as { received: boolean; outcome?: string },
  };
}

describe("webhook intake with Resend (Svix) signatures", () => {
  it("applies a signed event once and records its svix-id", async () => {
    const body = resendEvent("Grüße aus Köln ✓");
    const result = await receive(post(body, svixHeaders("msg_applied", body)), resend, "applied");
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    expect(await applied("applied")).toBe(1);
    expect(await recorded("resend", "msg_applied")).toBe(true);
  });

  it("refuses a forged signature with nothing recorded, so the real event still applies afterwards", async () => {
    const body = resendEvent();
    const forged = await receive(
      post(body, svixHeaders("msg_forged", body, { secret: `whsec_${randomBytes(24).toString("base64")}` })),
      resend,
      "forged",
    );
    expect(forged.status).toBe(400);
    expect(await recorded("resend", "msg_forged")).toBe(false);
    const real = await receive(post(body, svixHeaders("msg_forged", body)), resend, "forged");
    expect(real.body.outcome).toBe("applied");
    expect(await applied("forged")).toBe(1);
  });

  it("refuses a tampered body, a stale timestamp, missing headers and an unset secret", async () => {
    const body = resendEvent();
    const headers = svixHeaders("msg_refused", body);
    const cases = [
      receive(post(body.replace("delivered", "bounced"), headers), resend, "refused"),
      receive(
        post(body, svixHeaders("msg_refused", body, { at: Date.now() - 10 * 60_000 })),
        resend,
        "refused",
      ),
      receive(
        post(body, { "svix-id": "msg_refused", "content-type": "application/json" }),
        resend,
        "refused",
      ),
      receive(
        post(body, headers),
        resendVerifier({ webhookSecret: undefined, apiKey: "re_test_key" }),
        "refused",
      ),
    ];
    for (const result of await Promise.all(cases)) expect(result.status).toBe(400);
    expect(await applied("refused")).toBe(0);
    expect(await recorded("resend", "msg_refused")).toBe(false);
  });

  it("answers a replay (same svix-id, fresh signature) with 200 and changes nothing", async () => {
    const body = resendEvent();
    await receive(post(body, svixHeaders("msg_replayed", body)), resend, "replayed");
    const replay = await receive(
      post(body, svixHeaders("msg_replayed", body, { at: Date.now() + 1000 })),
      resend,
      "replayed",
    );
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect(await applied("replayed")).toBe(1);
  });

  it("applies one of three concurrent deliveries of one event, answering all with 200", async () => {
    const body = resendEvent();
    const results = await Promise.all(
      [0, 1, 2].map(() => receive(post(body, svixHeaders("msg_concurrent", body)), resend, "concurrent")),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.outcome).sort()).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await applied("concurrent")).toBe(1);
  });

  it("refuses an oversized body with 413 before verifying it", async () => {
    const body = JSON.stringify({ type: "email.sent", data: { padding: "x".repeat(4096) } });
    const chunked = new Request(`${URL_BASE}/api/webhooks/test`, {
      method: "POST",
      headers: svixHeaders("msg_oversized", body),
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await receive(chunked, resend, "oversized", 1024)).status).toBe(413);
    expect(
      (await receive(post(body, svixHeaders("msg_oversized", body)), resend, "oversized", 1024)).status,
    ).toBe(413);
    expect(await recorded("resend", "msg_oversized")).toBe(false);
  });

  it("rolls the event id back when the handler fails, so the provider's retry applies it", async () => {
    const body = resendEvent();
    let fail = true;
    const handle: WebhookHandler<unknown> = async (event, context) => {
      await recordingHandler<unknown>("retried")(event, context);
      if (fail) throw new Error("database hiccup");
    };
    const first = await receiveWebhook(post(body, svixHeaders("msg_retried", body)), {
      verify: resend,
      handle,
    });
    expect(first.status).toBe(500);
    expect(await applied("retried")).toBe(0);
    expect(await recorded("resend", "msg_retried")).toBe(false);
    fail = false;
    const retry = await receiveWebhook(post(body, svixHeaders("msg_retried", body)), {
      verify: resend,
      handle,
    });
    expect(retry.status).toBe(200);
    expect(await applied("retried")).toBe(1);
  });

  it("runs the transaction again when PostgreSQL ends it to break a deadlock, applying the event once", async () => {
    const body = resendEvent();
    let deadlocks = 1;
    const handle: WebhookHandler<unknown> = async (event, context) => {
      await recordingHandler<unknown>("deadlocked")(event, context);
      if (deadlocks-- > 0)
        throw new Error("Failed query", { cause: { code: "40P01", message: "deadlock detected" } });
    };
    const response = await receiveWebhook(post(body, svixHeaders("msg_deadlocked", body)), {
      verify: resend,
      handle,
    });
    expect(response.status).toBe(200);
    expect(await applied("deadlocked")).toBe(1);
    expect(await recorded("resend", "msg_deadlocked")).toBe(true);
  });

  it("runs after-commit work only for an applied event", async () => {
    const body = resendEvent();
    const ran: string[] = [];
    const handle: WebhookHandler<unknown> = async (event, { afterCommit }) =>
      afterCommit(async () => void ran.push(event.eventId ?? ""));
    await receiveWebhook(post(body, svixHeaders("msg_after", body)), { verify: resend, handle });
    await receiveWebhook(post(body, svixHeaders("msg_after", body)), { verify: resend, handle });
    expect(ran).toEqual(["msg_after"]);
  });
});

describe("webhook intake with Stripe signatures", () => {
  const secret = "whsec_test_intake_secret";
  const verify = stripeVerifier(secret);
  const event = (id: string) =>
    JSON.stringify({ id, object: "event", type: "invoice.paid", data: { object: { id: "in_1" } } });

  it("applies a signed event once by its evt_ id", async () => {
    const body = event("evt_intake_1");
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const first = await receive(post(body, { "stripe-signature": header }), verify, "stripe");
    const again = await receive(post(body, { "stripe-signature": header }), verify, "stripe");
    expect([first.body.outcome, again.body.outcome]).toEqual(["applied", "duplicate"]);
    expect(await applied("stripe")).toBe(1);
  });

  it("refuses a tampered body, an old timestamp and a missing header", async () => {
    const body = event("evt_intake_2");
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(
      (
        await receive(
          post(body.replace("in_1", "in_2"), { "stripe-signature": header }),
          verify,
          "stripe-bad",
        )
      ).status,
    ).toBe(400);
    expect((await receive(post(body, { "stripe-signature": old }), verify, "stripe-bad")).status).toBe(400);
    expect((await receive(post(body, {}), verify, "stripe-bad")).status).toBe(400);
    expect(await applied("stripe-bad")).toBe(0);
  });
});

describe("webhook intake with Twilio signatures", () => {
  const authToken = "twilio-auth-token-0123456789";
  const verify = twilioVerifier({ authToken, publicUrl: (url) => url });
  const path = "/api/webhooks/twilio?workspace=ws_1";
  const params = { MessageSid: "SM123", MessageStatus: "delivered", To: "+15550001111", Body: "Hi & bye" };
  const form = new URLSearchParams(params).toString();

  it("applies a form post signed over the URL and its sorted parameters, once per sid and status", async () => {
    const headers = {
      "x-twilio-signature": twilioSignature(authToken, `${URL_BASE}${path}`, params),
      "content-type": "application/x-www-form-urlencoded",
    };
    const first = await receive(post(form, headers, path), verify, "twilio");
    const again = await receive(post(form, headers, path), verify, "twilio");
    expect([first.body.outcome, again.body.outcome]).toEqual(["applied", "duplicate"]);
    expect(await recorded("twilio", "SM123:delivered")).toBe(true);
  });

  it("refuses a signature made with another token, for another URL, or over other parameters", async () => {
    const wrong = [
      twilioSignature("another-token", `${URL_BASE}${path}`, params),
      twilioSignature(authToken, `${URL_BASE}/api/webhooks/twilio`, params),
      twilioSignature(authToken, `${URL_BASE}${path}`, { ...params, MessageStatus: "failed" }),
    ];
    for (const signature of wrong) {
      expect(
        (await receive(post(form, { "x-twilio-signature": signature }, path), verify, "twilio-bad")).status,
      ).toBe(400);
    }
    expect(await applied("twilio-bad")).toBe(0);
  });

  it("checks a JSON body against the bodySHA256 the signed URL carries", async () => {
    const body = JSON.stringify({ sid: "SM999" });
    const hash = createHash("sha256").update(body).digest("hex");
    const jsonPath = `/api/webhooks/twilio?bodySHA256=${hash}`;
    const signature = twilioSignature(authToken, `${URL_BASE}${jsonPath}`, {});
    const token = { "i-twilio-idempotency-token": "idem-json-1" };
    expect(
      (
        await receive(
          post(body, { "x-twilio-signature": signature, ...token }, jsonPath),
          verify,
          "twilio-json",
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await receive(
          post(`${body} `, { "x-twilio-signature": signature, ...token }, jsonPath),
          verify,
          "twilio-json",
        )
      ).status,
    ).toBe(400);
    expect(await recorded("twilio", "idem-json-1")).toBe(true);
  });
});

describe("webhook intake with Unipile's secret header", () => {
  type Status = { AccountStatus: { account_id: string; message: string } };
  const verify = unipileVerifier<Status>({
    secret: "unipile-webhook-secret-0123",
    parse: (body) => body as Status,
    identify: (payload) => ({ eventId: undefined, type: payload.AccountStatus.message }),
  });
  const body = JSON.stringify({ AccountStatus: { account_id: "acc_1", message: "OK" } });

  it("refuses a wrong or missing secret with 401 and applies nothing", async () => {
    expect(
      (
        await receive(
          post(body, { [UNIPILE_SECRET_HEADER]: "unipile-webhook-secret-0124" }),
          verify,
          "unipile-bad",
        )
      ).status,
    ).toBe(401);
    expect((await receive(post(body, {}), verify, "unipile-bad")).status).toBe(401);
    const unset = unipileVerifier<Status>({
      secret: undefined,
      parse: (b) => b as Status,
      identify: () => ({ eventId: undefined, type: "x" }),
    });
    expect((await receive(post(body, { [UNIPILE_SECRET_HEADER]: "" }), unset, "unipile-bad")).status).toBe(
      401,
    );
    expect(await applied("unipile-bad")).toBe(0);
  });

  it("hands an event without an id to its (idempotent) handler on every delivery", async () => {
    const headers = { [UNIPILE_SECRET_HEADER]: "unipile-webhook-secret-0123" };
    await receive(post(body, headers), verify, "unipile");
    await receive(post(body, headers), verify, "unipile");
    expect(await applied("unipile")).toBe(2);
  });
});
