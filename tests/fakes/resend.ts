import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Resend API (`POST /emails`) as its documentation describes it: Bearer authentication
 * (401 missing_api_key, 403 invalid_api_key), 422 validation errors for missing fields, 429
 * rate_limit_exceeded with Retry-After, 5xx, and Idempotency-Key (the same key returns the first
 * answer and sends nothing more). `fail(...)` scripts faults for the next requests, including a body
 * that is not JSON.
 */
export type ResendFault = "rate-limited" | "server-error" | "malformed";

export type ReceivedEmail = {
  authorization: string | null;
  idempotencyKey: string | null;
  userAgent: string | null;
  body: Record<string, unknown>;
};

export type FakeResend = {
  baseUrl: string;
  apiKey: string;
  received: ReceivedEmail[];
  sent: Map<string, { id: string; body: Record<string, unknown> }>;
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

export async function startFakeResend(apiKey = "re_test_key_0123456789"): Promise<FakeResend> {
  const received: ReceivedEmail[] = [];
  const sent = new Map<string, { id: string; body: Record<string, unknown> }>();
  const faults: ResendFault[] = [];

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.url !== "/emails")
        return error(res, 404, "not_found", "The requested endpoint does not exist.");
      if (req.method !== "POST")
        return error(res, 405, "method_not_allowed", "Method is not allowed for the requested path.");
      const authorization = req.headers.authorization ?? null;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || "{}") as Record<string, unknown>;
      } catch {
        return error(res, 422, "validation_error", "Invalid JSON body.");
      }
      const idempotencyKey = req.headers["idempotency-key"]?.toString() ?? null;
      received.push({ authorization, idempotencyKey, userAgent: req.headers["user-agent"] ?? null, body });

      if (!authorization)
        return error(res, 401, "missing_api_key", "Missing API key in the authorization header.");
      if (authorization !== `Bearer ${apiKey}`)
        return error(res, 403, "invalid_api_key", "API key is invalid.");
      const fault = faults.shift();
      if (fault === "rate-limited")
        return error(res, 429, "rate_limit_exceeded", "Too many requests.", { "retry-after": "1" });
      if (fault === "server-error")
        return error(res, 500, "internal_server_error", "An unexpected error occurred.");
      if (fault === "malformed") {
        res.writeHead(502, { "content-type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }
      for (const field of ["from", "to", "subject"]) {
        if (!body[field]) return error(res, 422, "missing_required_field", `Missing \`${field}\` field.`);
      }
      if (typeof body.to === "string" && !body.to.includes("@"))
        return error(res, 422, "validation_error", "Invalid `to` field.");

      const previous = idempotencyKey ? sent.get(idempotencyKey) : undefined;
      if (previous) return reply(res, 200, { id: previous.id });
      const id = randomUUID();
      sent.set(idempotencyKey ?? id, { id, body });
      reply(res, 200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    sent,
    fail: (...next) => void faults.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
