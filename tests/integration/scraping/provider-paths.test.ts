/**
 * Identifiers that reach provider URLs: the Instagram username is refused unless it has Instagram's
 * own shape, and even a username that skips validation never makes a request outside its path.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInstagramProvider } from "@/lib/scraping/providers/instagram";
import { createLinkedinProvider } from "@/lib/scraping/providers/linkedin";
import { type FakeAccount, type FakeUnipile, startFakeUnipile } from "@/tests/fakes/unipile";
import { failure, memoryContext, recordingSleep } from "./providers-support";

let fake: FakeUnipile;
let account: FakeAccount;

beforeAll(async () => {
  fake = await startFakeUnipile({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  account = fake.addAccount({ type: "INSTAGRAM" });
});

const instagram = () =>
  createInstagramProvider({
    config: () => ({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 2000 }),
    connection: async () => ({ ok: true, accountId: account.id, accountName: account.name }),
    sleep: recordingSleep().sleep,
  });

describe("Instagram usernames", () => {
  it.each([
    "..",
    ".",
    "a/b",
    "%2e%2e",
    "a..b",
    ".natgeo",
    "natgeo.",
    "a".repeat(31),
    "nat geo",
    "https://www.instagram.com/a/b/",
    "https://www.instagram.com/../",
  ])("refuses %j", (username) => {
    const parsed = instagram().input.safeParse({ username });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/Instagram username/);
  });

  it.each([
    ["natgeo", "natgeo"],
    ["@nat.geo_1", "nat.geo_1"],
    ["https://www.instagram.com/natgeo/?hl=en", "natgeo"],
    ["instagram.com/natgeo", "natgeo"],
    ["a".repeat(30), "a".repeat(30)],
  ])("accepts %j as %j", (username, expected) => {
    expect(instagram().input.parse({ username })).toEqual({ username: expected });
  });

  it.each(["..", ".", "%2e%2e", ""])(
    "a run given %j unvalidated sends no request with the API key",
    async (username) => {
      const error = await failure(instagram().run({ username }, memoryContext({ limit: 10 })));
      expect(error.name).toBe("UnsafeProviderPathError");
      expect(fake.requests).toHaveLength(0);
    },
  );

  it("a username with a slash stays inside its segment when it reaches the provider", async () => {
    await failure(instagram().run({ username: "a/b" }, memoryContext({ limit: 10 })));
    expect(fake.requests.map((r) => r.path)).toEqual(["/api/v1/users/a%2Fb"]);
  });
});

describe("LinkedIn search URLs", () => {
  const input = createLinkedinProvider().input;
  it.each([
    "https://www.linkedin.com/search/results/companies/?keywords=people",
    "https://www.linkedin.com/in/people",
    "https://user:pass@www.linkedin.com/search/results/people/?keywords=x",
    "https://www.linkedin.com:8443/search/results/people/?keywords=x",
    "https://evil.example/search/results/people/",
    "https://linkedin.com.evil.example/search/results/people/",
    "http://www.linkedin.com/search/results/people/?keywords=x",
  ])("refuses %j", (searchUrl) => {
    expect(input.safeParse({ searchUrl }).success).toBe(false);
  });

  it.each([
    "https://www.linkedin.com/search/results/people/?keywords=founder",
    "www.linkedin.com/search/results/people/?keywords=cto",
    "https://linkedin.com/search/results/people?keywords=cto",
    "https://www.linkedin.com/sales/search/people?query=(keywords%3Acto)",
  ])("accepts %j", (searchUrl) => {
    expect(input.safeParse({ searchUrl }).success).toBe(true);
  });
});
