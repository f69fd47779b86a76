import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Resend's `POST /emails` that can misbehave on demand (5xx, 429 with
 * Retry-After, malformed JSON, a hang) and honours `Idempotency-Key` the way Resend documents it: the
 * same key within 24 h returns the first answer and sends nothing more.
 */
export type Behaviour = "ok" | "server-error" | "rate-limited" | "malformed" | "hang" | "validation-error";

export type FakeRequest = { idempotencyKey: string | null; to: unknown; subject: unknown };

export type ResendFake = {
  url: string;
  requests: FakeRequest[];
  /** Emails actually "sent": one per idempotency key. */
  delivered: Map<string, string>;
  /** Behaviours for the next requests, in order; once used up, requests succeed. */
  script(...behaviours: Behaviour[]): void;
  /** Answers every hung request as if Resend had been slow but fine. */
  releaseHung(): void;
  close(): Promise<void>;
};

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startResendFake(): Promise<ResendFake> {
  const queue: Behaviour[] = [];
  const requests: FakeRequest[] = [];
  const delivered = new Map<string, string>();
  const hung: Array<() => void> = [];

  const accept = (res: http.ServerResponse, key: string | null) => {
    const existing = key ? delivered.get(key) : undefined;
    const id = existing ?? randomUUID();
    if (!existing) delivered.set(key ?? id, id);
    json(res, 200, { id });
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/emails")
        return json(res, 404, { name: "not_found", message: "Not found", statusCode: 404 });
      const body = JSON.parse(raw || "{}") as { to?: unknown; subject?: unknown };
      const key = req.headers["idempotency-key"]?.toString() ?? null;
      requests.push({ idempotencyKey: key, to: body.to, subject: body.subject });
      const behaviour = queue.shift() ?? "ok";
      if (behaviour === "server-error")
        return json(res, 500, {
          name: "internal_server_error",
          message: "Unexpected error",
          statusCode: 500,
        });
      if (behaviour === "rate-limited") {
        return json(
          res,
          429,
          { name: "rate_limit_exceeded", message: "Too many requests", statusCode: 429 },
          { "retry-after": "2" },
        );
      }
      if (behaviour === "validation-error")
        return json(res, 422, { name: "validation_error", message: "Invalid `to` field", statusCode: 422 });
      if (behaviour === "malformed") {
        res.writeHead(502, { "content-type": "application/json" });
        return res.end("<html>Bad gateway");
      }
      if (behaviour === "hang") return void hung.push(() => accept(res, key));
      accept(res, key);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    script: (...behaviours) => void queue.push(...behaviours),
    releaseHung: () => hung.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((resolve) => {
        hung.splice(0).forEach((answer) => answer());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
