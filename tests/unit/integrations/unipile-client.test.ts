/** Contract tests of the Unipile adapter against the local fake: every documented answer and fault. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHostedAuthLink,
  deleteUnipileAccount,
  getUnipileAccount,
  unipileConfig,
  UnipileError,
  type UnipileConfig,
} from "@/lib/integrations/providers/unipile";
import { parseEnv } from "@/lib/env";
import { startFakeUnipile, type FakeUnipile } from "@/tests/fakes/unipile";

let fake: FakeUnipile;
let config: UnipileConfig;

beforeAll(async () => {
  fake = await startFakeUnipile();
  config = { baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 500 };
});
afterAll(() => fake.close());

const link = () =>
  createHostedAuthLink(config, {
    type: "create",
    providers: ["LINKEDIN"],
    expiresOn: new Date(Date.now() + 15 * 60_000),
    name: "signed-token",
    successRedirectUrl: "http://localhost:3000/integrations?state=x",
    failureRedirectUrl: "http://localhost:3000/integrations?result=failed",
    notifyUrl: "http://localhost:3000/api/integrations/notify",
  });

async function failure(promise: Promise<unknown>): Promise<UnipileError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnipileError);
  return error as UnipileError;
}

describe("configuration", () => {
  it("is null without DSN or key and adds https to a bare host:port", () => {
    expect(unipileConfig(parseEnv({ UNIPILE_API_KEY: "k" }))).toBeNull();
    expect(unipileConfig(parseEnv({ UNIPILE_DSN: "api1.unipile.com:13111" }))).toBeNull();
    expect(
      unipileConfig(parseEnv({ UNIPILE_DSN: "api1.unipile.com:13111", UNIPILE_API_KEY: "k" }))?.baseUrl,
    ).toBe("https://api1.unipile.com:13111");
    expect(
      unipileConfig(parseEnv({ UNIPILE_DSN: "http://127.0.0.1:4310/", UNIPILE_API_KEY: "k" }))?.baseUrl,
    ).toBe("http://127.0.0.1:4310");
  });
});

describe("hosted auth link", () => {
  it("sends the documented fields with X-API-KEY and returns the wizard URL", async () => {
    const url = await link();
    expect(url).toMatch(new RegExp(`^${fake.baseUrl}/hosted/`));
    const sent = fake.requests.at(-1);
    expect(sent?.apiKey).toBe(fake.apiKey);
    expect(sent?.body).toMatchObject({
      type: "create",
      providers: ["LINKEDIN"],
      api_url: fake.baseUrl,
      name: "signed-token",
      notify_url: "http://localhost:3000/api/integrations/notify",
    });
    expect((sent?.body as { expiresOn: string }).expiresOn).toMatch(/\.\d{3}Z$/);
  });

  it("401 with a wrong key", async () => {
    const error = await failure(getUnipileAccount({ ...config, apiKey: "wrong" }, "x"));
    expect([error.kind, error.status]).toEqual(["unauthorized", 401]);
  });

  it("429 carries Retry-After in seconds", async () => {
    fake.fail("rate-limited");
    const error = await failure(link());
    expect([error.kind, error.retryAfterSeconds]).toEqual(["rate_limited", 7]);
  });

  it("a 5xx on a POST is not retried", async () => {
    const before = fake.requests.length;
    fake.fail("server-error");
    expect((await failure(link())).kind).toBe("server");
    expect(fake.requests.length - before).toBe(1);
  });

  it("a malformed body is refused", async () => {
    fake.fail("malformed");
    expect((await failure(link())).kind).toBe("malformed");
  });

  it("a hang ends as a timeout", async () => {
    fake.fail("timeout");
    expect((await failure(link())).kind).toBe("timeout");
  });
});

describe("accounts", () => {
  it("reads an account's name, type and source status", async () => {
    const account = fake.addAccount({ type: "LINKEDIN", name: "Grace Hopper", status: "CREDENTIALS" });
    await expect(getUnipileAccount(config, account.id)).resolves.toMatchObject({
      id: account.id,
      type: "LINKEDIN",
      name: "Grace Hopper",
      status: "CREDENTIALS",
    });
  });

  it("an unknown account is not_found", async () => {
    expect((await failure(getUnipileAccount(config, "nobody"))).kind).toBe("not_found");
  });

  it("a GET is retried once after a 5xx or a timeout", async () => {
    const account = fake.addAccount({ type: "WHATSAPP" });
    fake.fail("server-error");
    await expect(getUnipileAccount(config, account.id)).resolves.toMatchObject({ type: "WHATSAPP" });
    fake.fail("timeout");
    await expect(getUnipileAccount(config, account.id)).resolves.toMatchObject({ type: "WHATSAPP" });
    fake.fail("server-error", "server-error");
    expect((await failure(getUnipileAccount(config, account.id))).kind).toBe("server");
  });

  it("a malformed account is refused", async () => {
    const account = fake.addAccount({ type: "LINKEDIN" });
    fake.fail("malformed");
    expect((await failure(getUnipileAccount(config, account.id))).kind).toBe("malformed");
  });

  it("deletes an account; deleting an unknown one is not an error", async () => {
    const account = fake.addAccount({ type: "INSTAGRAM" });
    await deleteUnipileAccount(config, account.id);
    expect(fake.accounts.has(account.id)).toBe(false);
    await expect(deleteUnipileAccount(config, account.id)).resolves.toBeUndefined();
  });

  it("a network failure is reported as such", async () => {
    const error = await failure(getUnipileAccount({ ...config, baseUrl: "http://127.0.0.1:1" }, "x"));
    expect(error.kind).toBe("network");
  });
});
