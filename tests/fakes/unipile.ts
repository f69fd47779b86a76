import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createScrapingRoutes, type ScrapingRoutes } from "./unipile-scraping";

/**
 * A local Unipile (REST API v1) as its documentation describes it, on loopback only:
 * - `POST /api/v1/hosted/accounts/link` (X-API-KEY; type create|reconnect, providers, api_url, expiresOn,
 *   name, success/failure/notify URLs, reconnect_account) answers `{ object: "HostedAuthURL", url }`;
 * - the hosted page at that URL: "Connect" creates (or reconnects) an account, POSTs
 *   `{ status: "CREATION_SUCCESS" | "RECONNECTED", account_id, name }` to notify_url, then redirects the
 *   browser to success_redirect_url with `status` and `account_id`; "Cancel" redirects to the failure
 *   URL with `status=FAILED`;
 * - `GET` and `DELETE /api/v1/accounts/{id}`;
 * - account-status webhooks (`{ AccountStatus: { account_id, account_type, message } }` with the
 *   `Unipile-Auth` header) sent by `setStatus`;
 * - faults for the next requests: 401, 429 with Retry-After, 5xx, a malformed body, a hang.
 * Test control (not Unipile's API) lives under `/_fake/`, for e2e runs in another process.
 */
export type UnipileFault = "unauthorized" | "rate-limited" | "server-error" | "malformed" | "timeout";

export type FakeAccount = { id: string; type: string; name: string; created_at: string; status: string };
export type FakeLink = {
  token: string;
  body: Record<string, unknown>;
  used: boolean;
};

export type FakeUnipile = {
  baseUrl: string;
  apiKey: string;
  accounts: Map<string, FakeAccount>;
  links: Map<string, FakeLink>;
  requests: Array<{ method: string; path: string; apiKey: string | null; body: unknown }>;
  fail(...faults: UnipileFault[]): void;
  addAccount(account: Partial<FakeAccount> & { type: string }): FakeAccount;
  /** Completes a hosted link as the wizard would (no browser): creates the account and calls notify_url. */
  completeLink(
    token: string,
    options?: { accountName?: string; notify?: boolean },
  ): Promise<{ accountId: string; returnUrl: string }>;
  /** Changes an account's status and sends the account-status webhook when one is configured. */
  setStatus(accountId: string, status: string): Promise<number | undefined>;
  webhook: { url?: string; secret?: string };
  /** The scraping endpoints (LinkedIn search, Instagram profiles and followers): tests/fakes/unipile-scraping.ts. */
  scraping: ScrapingRoutes;
  close(): Promise<void>;
};

const LINK_FIELDS = ["type", "providers", "api_url", "expiresOn"] as const;
const EXPIRES_ON = /^[1-2]\d{3}-[0-1]\d-[0-3]\dT\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function reply(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function problem(
  res: http.ServerResponse,
  status: number,
  type: string,
  title: string,
  headers: Record<string, string> = {},
) {
  reply(res, status, { status, type, title, detail: title }, headers);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hostedPage(link: FakeLink): string {
  const providers = (link.body.providers as string[] | string).toString();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unipile hosted auth (fake)</title></head>
<body><main><h1>Connect your ${escapeHtml(providers)} account</h1>
<form method="post"><label>Account name <input name="accountName" value="Ada Lovelace"></label>
<button name="outcome" value="success">Connect</button>
<button name="outcome" value="failure">Cancel</button></form></main></body></html>`;
}

export async function startFakeUnipile(
  options: { apiKey?: string; port?: number; unref?: boolean } = {},
): Promise<FakeUnipile> {
  const apiKey = options.apiKey ?? "unipile-test-key-0123456789";
  const accounts = new Map<string, FakeAccount>();
  const links = new Map<string, FakeLink>();
  const requests: FakeUnipile["requests"] = [];
  const faults: UnipileFault[] = [];
  const hanging = new Set<http.ServerResponse>();
  const webhook: FakeUnipile["webhook"] = {};
  let baseUrl = "";
  const scraping = createScrapingRoutes(accounts, reply, problem);

  function addAccount(account: Partial<FakeAccount> & { type: string }): FakeAccount {
    const created: FakeAccount = {
      id: account.id ?? randomBytes(11).toString("base64url"),
      name: account.name ?? "Ada Lovelace",
      created_at: account.created_at ?? new Date().toISOString(),
      status: account.status ?? "OK",
      type: account.type,
    };
    accounts.set(created.id, created);
    return created;
  }

  async function post(
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<number | undefined> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.text();
      return response.status;
    } catch {
      return undefined;
    }
  }

  async function completeLink(token: string, opts: { accountName?: string; notify?: boolean } = {}) {
    const link = links.get(token);
    if (!link) throw new Error(`no hosted link ${token}`);
    const body = link.body;
    let accountId: string;
    let status: string;
    if (body.type === "reconnect") {
      accountId = String(body.reconnect_account);
      const account = accounts.get(accountId);
      if (account) account.status = "OK";
      status = "RECONNECTED";
    } else {
      const provider = Array.isArray(body.providers) ? String(body.providers[0]) : "LINKEDIN";
      accountId = addAccount({ type: provider, name: opts.accountName || "Ada Lovelace" }).id;
      status = "CREATION_SUCCESS";
    }
    link.used = true;
    if (opts.notify !== false && typeof body.notify_url === "string") {
      await post(body.notify_url, { status, account_id: accountId, name: body.name });
    }
    return {
      accountId,
      returnUrl: withQuery(String(body.success_redirect_url), { status, account_id: accountId }),
    };
  }

  async function setStatus(accountId: string, status: string) {
    const account = accounts.get(accountId);
    if (account) account.status = status;
    if (!webhook.url) return undefined;
    return post(
      webhook.url,
      {
        AccountStatus: { account_id: accountId, account_type: account?.type ?? "LINKEDIN", message: status },
      },
      webhook.secret ? { "Unipile-Auth": webhook.secret } : {},
    );
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: unknown) {
    const fault = faults.shift();
    if (fault === "timeout") {
      hanging.add(res);
      return;
    }
    if (fault === "unauthorized" || req.headers["x-api-key"] !== apiKey) {
      return problem(res, 401, "errors/missing_credentials", "Missing or invalid credentials.");
    }
    if (fault === "rate-limited")
      return problem(res, 429, "errors/too_many_requests", "Too many requests.", { "retry-after": "7" });
    if (fault === "server-error")
      return problem(res, 503, "errors/service_unavailable", "Service unavailable.");
    if (fault === "malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end('{"object":"Account","id":');
    }

    if (req.method === "POST" && path === "/api/v1/hosted/accounts/link") {
      const input = (body ?? {}) as Record<string, unknown>;
      const missing = LINK_FIELDS.filter((field) => input[field] === undefined);
      if (missing.length)
        return problem(res, 400, "errors/invalid_parameters", `Missing ${missing.join(", ")}.`);
      if (input.type !== "create" && input.type !== "reconnect")
        return problem(res, 400, "errors/invalid_parameters", "Invalid type.");
      if (typeof input.expiresOn !== "string" || !EXPIRES_ON.test(input.expiresOn))
        return problem(res, 400, "errors/invalid_parameters", "Invalid expiresOn.");
      if (input.type === "reconnect" && !accounts.has(String(input.reconnect_account)))
        return problem(res, 404, "errors/resource_not_found", "Account not found.");
      const token = randomBytes(12).toString("base64url");
      links.set(token, { token, body: input, used: false });
      return reply(res, 201, { object: "HostedAuthURL", url: `${baseUrl}/hosted/${token}` });
    }
    const account = /^\/api\/v1\/accounts\/([^/]+)$/.exec(path);
    if (account) {
      const id = decodeURIComponent(account[1] ?? "");
      const found = accounts.get(id);
      if (!found) return problem(res, 404, "errors/resource_not_found", "Account not found.");
      if (req.method === "GET") {
        return reply(res, 200, {
          object: "Account",
          id: found.id,
          type: found.type,
          name: found.name,
          created_at: found.created_at,
          sources: [{ id: `${found.id}_MESSAGING`, status: found.status }],
        });
      }
      if (req.method === "DELETE") {
        accounts.delete(id);
        return reply(res, 200, { object: "AccountDeleted" });
      }
    }
    if (scraping.handle(req, res, path, body)) return;
    return problem(res, 404, "errors/not_found", "No such endpoint.");
  }

  async function handleHosted(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    token: string,
    raw: string,
  ) {
    const link = links.get(token);
    if (!link || link.used || Date.parse(String(link.body.expiresOn)) < Date.now()) {
      res.writeHead(410, { "content-type": "text/html" });
      return res.end("<!doctype html><title>Link expired</title><p>This link has expired.</p>");
    }
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(hostedPage(link));
    }
    const form = new URLSearchParams(raw);
    if (form.get("outcome") !== "success") {
      link.used = true;
      res.writeHead(302, {
        location: withQuery(String(link.body.failure_redirect_url), { status: "FAILED" }),
      });
      return res.end();
    }
    const { returnUrl } = await completeLink(token, { accountName: form.get("accountName") ?? undefined });
    res.writeHead(302, { location: returnUrl });
    res.end();
  }

  async function handleControl(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    body: unknown,
  ) {
    const input = (body ?? {}) as Record<string, string>;
    if (path === "/_fake/webhook") {
      webhook.url = input.url;
      webhook.secret = input.secret;
      return reply(res, 200, { ok: true });
    }
    if (path === "/_fake/status")
      return reply(res, 200, { delivered: await setStatus(input.accountId ?? "", input.status ?? "OK") });
    if (path === "/_fake/faults") {
      faults.push(...((input.faults as unknown as UnipileFault[]) ?? []));
      return reply(res, 200, { ok: true });
    }
    if (path === "/_fake/accounts" && req.method === "GET")
      return reply(res, 200, { items: [...accounts.values()] });
    return problem(res, 404, "errors/not_found", "No such control.");
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      let body: unknown;
      try {
        body = raw && req.headers["content-type"]?.includes("json") ? JSON.parse(raw) : undefined;
      } catch {
        return problem(res, 400, "errors/invalid_parameters", "Body is not JSON.");
      }
      const hosted = /^\/hosted\/([\w-]+)$/.exec(path);
      const work = hosted
        ? handleHosted(req, res, hosted[1] ?? "", raw)
        : path.startsWith("/_fake/")
          ? handleControl(req, res, path, body)
          : (requests.push({
              method: req.method ?? "GET",
              path,
              apiKey: (req.headers["x-api-key"] as string) ?? null,
              body,
            }),
            handleApi(req, res, path, body));
      work.catch(() => problem(res, 500, "errors/unexpected", "Fake failure."));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  // A fake shared by a whole test file need not keep the process alive at its end.
  if (options.unref) server.unref();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    apiKey,
    accounts,
    links,
    requests,
    webhook,
    scraping,
    fail: (...more) => faults.push(...more),
    addAccount,
    completeLink,
    setStatus,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
