import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Resend API (`POST /emails` and `POST /emails/batch`) as its documentation describes it: Bearer
 * authentication (401 missing_api_key, 403 invalid_api_key), 422 validation errors for missing fields,
 * 429 rate_limit_exceeded with Retry-After, 5xx, and Idempotency-Key (the same key returns the first
 * answer and sends nothing more; a key reused for a different payload is 409 invalid_idempotent_request).
 * The batch takes up to 100 emails; `x-batch-validation: permissive` sends the valid ones and lists the
 * others under `errors`, strict mode refuses the whole batch. `fail(...)` scripts faults for the next
 * requests: a body that is not JSON (before anything was accepted, or after: a truncated answer), or a
 * hang (no answer until the client gives up), before or after the emails were accepted, as when an
 * answer is lost on the way back. `GET /_fake/accepted` (not Resend's) counts what was accepted, for a
 * fake served in another process (resend-serve.ts).
 */
export type ResendFault =
  "rate-limited" | "server-error" | "malformed" | "hang" | "accept-then-hang" | "accept-then-malformed";

export type ReceivedEmail = {
  authorization: string | null;
  idempotencyKey: string | null;
  userAgent: string | null;
  /** The single email's body (empty for a batch, whose emails are in `accepted`). */
  body: Record<string, unknown>;
  path: string;
};

export type FakeResend = {
  baseUrl: string;
  apiKey: string;
  received: ReceivedEmail[];
  sent: Map<string, { id: string; body: Record<string, unknown> }>;
  /** Every email accepted for delivery, once each, across `/emails` and `/emails/batch`. */
  accepted: Array<{
    id: string;
    from: string;
    replyTo: string | undefined;
    to: string;
    subject: string;
    html: string;
    headers: Record<string, string>;
  }>;
  fail(...faults: ResendFault[]): void;
  close(): Promise<void>;
};

function reply(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function error(
  res: http.ServerResponse,
  statusCode: number,
  name: string,
  message: string,
  headers: Record<string, string> = {},
) {
  reply(res, statusCode, { statusCode, name, message }, headers);
}

/** `latencyMs`: how long each answer takes (a worker can then be killed while a call is in flight). */
export async function startFakeResend(
  apiKey = "re_test_key_0123456789",
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<FakeResend> {
  const received: ReceivedEmail[] = [];
  const sent = new Map<string, { id: string; body: Record<string, unknown> }>();
  const faults: ResendFault[] = [];
  const accepted: FakeResend["accepted"] = [];
  const batches = new Map<string, { payload: string; answer: unknown }>();
  const hung: http.ServerResponse[] = [];

  const accept = (email: Record<string, unknown>) => {
    const id = randomUUID();
    const to = Array.isArray(email.to) ? String(email.to[0]) : String(email.to);
    const replyTo = Array.isArray(email.reply_to) ? email.reply_to[0] : email.reply_to;
    accepted.push({
      id,
      from: String(email.from),
      replyTo: replyTo === undefined ? undefined : String(replyTo),
      to,
      subject: String(email.subject),
      html: String(email.html ?? ""),
      headers: (email.headers as Record<string, string> | undefined) ?? {},
    });
    return id;
  };
  const invalid = (email: Record<string, unknown>): string | undefined => {
    for (const field of ["from", "to", "subject"]) if (!email[field]) return `Missing \`${field}\` field.`;
    const to = Array.isArray(email.to) ? email.to : [email.to];
    if (to.some((address) => typeof address !== "string" || !address.includes("@")))
      return "Invalid `to` field.";
    return undefined;
  };

  function batch(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    raw: string,
    key: string | null,
    fault: ResendFault | undefined,
  ) {
    let emails: unknown;
    try {
      emails = JSON.parse(raw || "[]");
    } catch {
      return error(res, 422, "validation_error", "Invalid JSON body.");
    }
    if (!Array.isArray(emails) || emails.length === 0 || emails.length > 100)
      return error(res, 422, "validation_error", "The batch must hold 1 to 100 emails.");
    const previous = key ? batches.get(key) : undefined;
    if (previous) {
      if (previous.payload !== raw)
        return error(
          res,
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      return reply(res, 200, previous.answer);
    }
    const permissive = req.headers["x-batch-validation"] === "permissive";
    const errors = (emails as Array<Record<string, unknown>>)
      .map((email, index) => ({ index, message: invalid(email) }))
      .filter((e): e is { index: number; message: string } => e.message !== undefined);
    if (errors.length && !permissive) return error(res, 422, "validation_error", errors[0]!.message);
    const refused = new Set(errors.map((e) => e.index));
    const data = (emails as Array<Record<string, unknown>>).flatMap((email, index) =>
      refused.has(index) ? [] : [{ id: accept(email) }],
    );
    const answer = permissive ? { data, errors } : { data };
    if (key) batches.set(key, { payload: raw, answer });
    if (fault === "accept-then-hang") return void hung.push(res);
    if (fault === "accept-then-malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(answer).slice(0, 12));
    }
    reply(res, 200, answer);
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      if (latencyMs > 0) setTimeout(answer, latencyMs);
      else answer();
    });
    function answer() {
      if (req.method === "GET" && req.url === "/_fake/accepted") {
        return reply(res, 200, {
          accepted: accepted.length,
          recipients: new Set(accepted.map((a) => a.to)).size,
        });
      }
      if (req.url !== "/emails" && req.url !== "/emails/batch")
        return error(res, 404, "not_found", "The requested endpoint does not exist.");
      if (req.method !== "POST")
        return error(res, 405, "method_not_allowed", "Method is not allowed for the requested path.");
      const authorization = req.headers.authorization ?? null;
      const isBatch = req.url === "/emails/batch";
      let body: Record<string, unknown> = {};
      if (!isBatch) {
        try {
          body = JSON.parse(raw || "{}") as Record<string, unknown>;
        } catch {
          return error(res, 422, "validation_error", "Invalid JSON body.");
        }
      }
      const idempotencyKey = req.headers["idempotency-key"]?.toString() ?? null;
      received.push({
        authorization,
        idempotencyKey,
        userAgent: req.headers["user-agent"] ?? null,
        body,
        path: req.url,
      });

      if (!authorization)
        return error(res, 401, "missing_api_key", "Missing API key in the authorization header.");
      if (authorization !== `Bearer ${apiKey}`)
        return error(res, 403, "invalid_api_key", "API key is invalid.");
      const fault = faults.shift();
      if (fault === "rate-limited")
        return error(res, 429, "rate_limit_exceeded", "Too many requests.", { "retry-after": "1" });
      if (fault === "server-error")
        return error(res, 500, "internal_server_error", "An unexpected error occurred.");
      if (fault === "hang") return void hung.push(res);
      if (fault === "malformed") {
        res.writeHead(502, { "content-type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }
      if (isBatch) return batch(req, res, raw, idempotencyKey, fault);
      for (const field of ["from", "to", "subject"]) {
        if (!body[field]) return error(res, 422, "missing_required_field", `Missing \`${field}\` field.`);
      }
      if (typeof body.to === "string" && !body.to.includes("@"))
        return error(res, 422, "validation_error", "Invalid `to` field.");

      const previous = idempotencyKey ? sent.get(idempotencyKey) : undefined;
      if (previous) return reply(res, 200, { id: previous.id });
      const id = accept(body);
      sent.set(idempotencyKey ?? id, { id, body });
      reply(res, 200, { id });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    sent,
    accepted,
    fail: (...next) => void faults.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        hung.splice(0).forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
