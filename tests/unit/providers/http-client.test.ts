import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { RateLimitedError, RejectedError, TemporaryError } from "@/lib/providers/errors";
import { createProviderClient, type ProviderClientConfig } from "@/lib/providers/http-client";
import { captureProviderRequests, type ProviderRequestRecord } from "@/lib/providers/request-log";
import { startScriptedServer, type ScriptedServer } from "../../fakes/scripted-http";

let server: ScriptedServer;
let waits: number[];
let log: { records: ProviderRequestRecord[]; stop(): void };

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
afterEach(() => {
  log?.stop();
  server.received.splice(0);
});

const answer = z.object({ ok: z.boolean() });

function client(overrides: Partial<ProviderClientConfig> = {}) {
  waits = [];
  log = captureProviderRequests();
  return createProviderClient({
    provider: "fake",
    baseUrl: server.url,
    headers: { authorization: "Bearer secret-key-123" },
    timeoutMs: 500,
    retry: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 },
    // Waits are recorded, not slept: the tests assert on what the client would wait.
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  });
}

const get = { method: "GET", path: "/things", schema: answer } as const;

describe("provider HTTP client", () => {
  it("waits out a 429's Retry-After in seconds, then succeeds", async () => {
    server.script({ status: 429, headers: { "retry-after": "2" }, json: { message: "slow down" } });
    expect(await client().request(get)).toEqual({ ok: true });
    expect(waits).toEqual([2_000]);
    expect(log.records.map((r) => [r.attempt, r.status, r.failure])).toEqual([
      [1, 429, "rate_limited"],
      [2, 200, undefined],
    ]);
  });

  it("waits out a 429's Retry-After given as an HTTP date", async () => {
    const at = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000 + 1000);
    server.script({ status: 429, headers: { "retry-after": at.toUTCString() } });
    expect(await client().request(get)).toEqual({ ok: true });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(2_000);
    expect(waits[0]).toBeLessThanOrEqual(5_000);
  });

  it("ends at once with RateLimitedError when Retry-After is past the cap", async () => {
    server.script({ status: 429, headers: { "retry-after": "3600" } });
    const error = await client()
      .request(get)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(3_600_000);
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("backs off with jitter after a 5xx, then succeeds", async () => {
    server.script({ status: 503, json: { error: { message: "overloaded" } } }, { status: 500 });
    expect(await client().request(get)).toEqual({ ok: true });
    expect(server.received).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(0);
    expect(waits[0]).toBeLessThan(100);
    expect(waits[1]).toBeLessThan(200);
  });

  it("gives up after its attempts with a TemporaryError naming the status", async () => {
    server.script({ status: 502 }, { status: 502 }, { status: 502 });
    const error = await client()
      .request(get)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemporaryError);
    expect(error).toMatchObject({ kind: "server", status: 502 });
    expect(server.received).toHaveLength(3);
  });

  it("retries a dropped connection as a network error", async () => {
    server.script({ drop: true });
    expect(await client().request(get)).toEqual({ ok: true });
    expect(log.records[0]).toMatchObject({ attempt: 1, failure: "network" });
    expect(server.received).toHaveLength(2);
  });

  it("times out a hung request and retries it", async () => {
    server.script({ hang: true }, { hang: true }, { hang: true });
    const error = await client({ timeoutMs: 100 })
      .request(get)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TemporaryError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(log.records.map((r) => r.failure)).toEqual(["timeout", "timeout", "timeout"]);
  });

  it("treats a 2xx that is not JSON, or not the expected shape, as malformed and retries it", async () => {
    server.script({ status: 200, raw: "<html>oops" }, { status: 200, json: { ok: "yes" } });
    expect(await client().request(get)).toEqual({ ok: true });
    expect(log.records.map((r) => r.failure)).toEqual(["malformed", "malformed", undefined]);
  });

  it("retries only the failures named in retryOn", async () => {
    server.script({ status: 200, raw: "<html>oops" });
    const error = await client({ retryOn: ["server"] })
      .request(get)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "malformed" });
    expect(server.received).toHaveLength(1);
    server.script({ status: 429, headers: { "retry-after": "1" } });
    await expect(client({ retryOn: ["server"] }).request(get)).rejects.toBeInstanceOf(RateLimitedError);
    expect(server.received).toHaveLength(2);
    server.script({ status: 503 });
    expect(await client({ retryOn: ["server"] }).request(get)).toEqual({ ok: true });
    expect(waits).toHaveLength(1);
  });

  it("does not retry a 4xx and keeps the provider's reason and code", async () => {
    server.script({ status: 422, json: { name: "validation_error", message: "Invalid `to` field." } });
    const error = await client()
      .request(get)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RejectedError);
    expect(error).toMatchObject({ status: 422, reason: "Invalid `to` field.", code: "validation_error" });
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("does not retry a POST unless it is idempotent", async () => {
    server.script({ status: 500 }, { status: 500 });
    const post = { method: "POST", path: "/send", body: { a: 1 }, schema: answer } as const;
    await expect(client().request(post)).rejects.toBeInstanceOf(TemporaryError);
    expect(server.received).toHaveLength(1);
    expect(await client().request({ ...post, idempotent: true })).toEqual({ ok: true });
    expect(server.received).toHaveLength(3);
    expect(JSON.parse(server.received[2]!.body)).toEqual({ a: 1 });
  });

  it("stops waiting when the caller aborts", async () => {
    server.script({ status: 503 });
    const controller = new AbortController();
    const aborting = client({
      sleep: (_ms, signal) => {
        controller.abort(new Error("run cancelled"));
        return Promise.reject(signal?.reason);
      },
    });
    await expect(aborting.request({ ...get, signal: controller.signal })).rejects.toThrow("run cancelled");
    expect(server.received).toHaveLength(1);
  });

  it("sends the configured headers and logs no secret", async () => {
    await client().request({ ...get, query: { key: "query-secret" } });
    expect(server.received[0]?.headers.authorization).toBe("Bearer secret-key-123");
    expect(server.received[0]?.url).toBe("/things?key=query-secret");
    const logged = JSON.stringify(log.records);
    expect(logged).not.toContain("secret");
    expect(log.records[0]?.url).toBe(`${server.url}/things`);
  });

  it("sends JSON as JSON and form fields form-encoded, each under its content type", async () => {
    const c = client({ idempotentPosts: true });
    await c.request({ method: "POST", path: "/things", body: { q: "a b" }, schema: answer });
    await c.request({ method: "POST", path: "/things", form: { data: 'node["a"="b&c"];' }, schema: answer });
    const [json, form] = server.received;
    expect(json?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(json?.body ?? "")).toEqual({ q: "a b" });
    expect(form?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(form?.body).get("data")).toBe('node["a"="b&c"];');
    expect(form?.body).not.toContain("&c");
  });

  it("sends a form again on a retry", async () => {
    server.script({ status: 503 });
    const c = client({ idempotentPosts: true });
    expect(await c.request({ method: "POST", path: "/things", form: { data: "x" }, schema: answer })).toEqual(
      { ok: true },
    );
    expect(server.received.map((r) => r.body)).toEqual(["data=x", "data=x"]);
  });

  it("its fetch for SDKs retries a 5xx and hands the last answer back as it came", async () => {
    server.script(
      { status: 500 },
      { status: 429, headers: { "retry-after": "1" } },
      { status: 401, json: { error: { message: "bad key" } } },
    );
    const response = await client({ idempotentPosts: true }).fetch(`${server.url}/v1/chat`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { message: "bad key" } });
    expect(waits[1]).toBe(1_000);

    server.script(
      { status: 503 },
      { status: 503 },
      { status: 503, json: { error: { message: "still down" } } },
    );
    const last = await client({ idempotentPosts: true }).fetch(`${server.url}/v1/chat`, {
      method: "POST",
      body: "{}",
    });
    expect(last.status).toBe(503);
    expect(await last.json()).toEqual({ error: { message: "still down" } });
  });

  it("its fetch retries a POST only when the provider's POSTs are reads or it carries an Idempotency-Key", async () => {
    server.script({ status: 500 }, { status: 500 });
    expect((await client().fetch(`${server.url}/v1/charges`, { method: "POST", body: "{}" })).status).toBe(
      500,
    );
    expect(server.received).toHaveLength(1);
    const keyed = await client().fetch(`${server.url}/v1/charges`, {
      method: "POST",
      body: "{}",
      headers: { "Idempotency-Key": "k1" },
    });
    expect(keyed.status).toBe(200);
    expect(server.received).toHaveLength(3);
  });
});
