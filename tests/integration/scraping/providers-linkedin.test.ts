/**
 * The LinkedIn and Instagram providers against the fake Unipile (API v1): people search by URL with
 * cursor pages, pauses and a daily ceiling; Instagram profile and followers; the spec's checks and
 * messages; 401, 429 with Retry-After, 5xx, timeouts, malformed bodies, partial pages; resuming.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActiveConnection } from "@/lib/integrations/active-connection";
import { scrapeFailureMessage, scrapingMessages } from "@/lib/scraping/messages";
import { createInstagramProvider } from "@/lib/scraping/providers/instagram";
import { createLinkedinProvider, type LinkedinOptions } from "@/lib/scraping/providers/linkedin";
import { type FakeAccount, type FakeUnipile, startFakeUnipile } from "@/tests/fakes/unipile";
import { failure, memoryContext, recordingSleep } from "./providers-support";

let fake: FakeUnipile;
let linkedinAccount: FakeAccount;
let instagramAccount: FakeAccount;
let slept: ReturnType<typeof recordingSleep>;
const searchUrl = "https://www.linkedin.com/search/results/people/?keywords=founder";

const connected = (account: () => FakeAccount) => async (): Promise<ActiveConnection> => ({
  ok: true,
  accountId: account().id,
  accountName: account().name,
});

function options(overrides: Partial<LinkedinOptions> = {}): LinkedinOptions {
  return {
    config: () => ({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 2000 }),
    connection: connected(() => linkedinAccount),
    usage: async () => 0,
    dailyLimit: () => 1000,
    pauseMs: () => 1500,
    sleep: slept.sleep,
    ...overrides,
  };
}
const linkedin = (overrides: Partial<LinkedinOptions> = {}) => createLinkedinProvider(options(overrides));
const instagram = (overrides: Partial<LinkedinOptions> = {}) =>
  createInstagramProvider(options({ connection: connected(() => instagramAccount), ...overrides }));
const searches = () => fake.requests.filter((r) => r.path === "/api/v1/linkedin/search");

beforeAll(async () => {
  fake = await startFakeUnipile({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scraping.partialPages = 0;
  linkedinAccount = fake.addAccount({ type: "LINKEDIN" });
  instagramAccount = fake.addAccount({ type: "INSTAGRAM" });
  slept = recordingSleep();
});

describe("the LinkedIn provider: input and account", () => {
  it("wants a people search URL on linkedin.com", () => {
    const input = linkedin().input;
    expect(
      input.safeParse({ searchUrl: "https://www.linkedin.com/search/results/companies/?keywords=x" }).error
        ?.issues[0]?.message,
    ).toBe(scrapingMessages.linkedinPeopleUrl);
    expect(input.safeParse({ searchUrl: "https://evil.example/people" }).success).toBe(false);
    expect(
      input.safeParse({ searchUrl: "www.linkedin.com/search/results/people/?keywords=cto" }).data,
    ).toEqual({ searchUrl: "https://www.linkedin.com/search/results/people/?keywords=cto" });
  });

  it("without a connected account says so, with a link to /integrations, before any call", async () => {
    const message =
      "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.";
    const provider = linkedin({ connection: async () => ({ ok: false, reason: "not_connected", message }) });
    expect(await provider.unavailableReason({ workspaceId: "w", userId: "u" })).toEqual({
      code: "not_connected",
      message,
      href: "/integrations",
    });
    const error = await failure(provider.run({ searchUrl }, memoryContext({ limit: 10 })));
    expect(error.message).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });

  it("a disconnected or deleted account gives the spec's message", async () => {
    await fake.setStatus(linkedinAccount.id, "CREDENTIALS");
    const disconnected = await failure(linkedin().run({ searchUrl }, memoryContext({ limit: 10 })));
    expect(disconnected.code).toBe("disconnected");
    expect(scrapeFailureMessage("linkedin", disconnected.message, disconnected.code)).toBe(
      scrapingMessages.linkedinDisconnected,
    );
    fake.accounts.delete(linkedinAccount.id);
    const deleted = await failure(linkedin().run({ searchUrl }, memoryContext({ limit: 10 })));
    expect(scrapeFailureMessage("linkedin", deleted.message, deleted.code)).toBe(
      scrapingMessages.linkedinDisconnected,
    );
  });

  it("a refused API key (401) names the setting", async () => {
    const error = await failure(
      linkedin({ config: () => ({ baseUrl: fake.baseUrl, apiKey: "wrong", timeoutMs: 2000 }) }).run(
        { searchUrl },
        memoryContext({ limit: 10 }),
      ),
    );
    expect(error.code).toBe("blocked");
    expect(error.message).toContain("UNIPILE_API_KEY");
  });
});

describe("the LinkedIn provider: search", () => {
  it("pages with the cursor up to the estimate, pausing between pages, with the linkedin lead fields", async () => {
    const context = memoryContext({ limit: 120 });
    await linkedin().run({ searchUrl }, context);
    expect(context.leads.size).toBe(120);
    const calls = searches();
    expect(calls.map((r) => r.body)).toEqual([{ url: searchUrl }, { url: searchUrl }, { url: searchUrl }]);
    expect(slept.waits).toEqual([1500, 1500]);
    const lead = [...context.leads.values()][1];
    expect(lead).toMatchObject({
      name: "Grace Lovelace",
      url: "https://www.linkedin.com/in/grace-lovelace-1",
      headline: "Founder at Company 1",
      location: "London, England, United Kingdom",
    });
    expect(lead?.data).toMatchObject({
      network_distance: "2nd",
      profile_pic_url: "https://media.licdn.example/grace-lovelace-1.jpg",
      shared_connection_count: 1,
      followers_count: 101,
      premium: false,
      verified: false,
      public_identifier: "grace-lovelace-1",
      type: "people",
    });
    expect(context.updates.at(-1)).toMatchObject({ unitsDone: 3, unitLabel: "result pages", found: 120 });
  });

  it("stops at the daily ceiling with a clear message, keeping what was saved", async () => {
    const context = memoryContext({ limit: 200 });
    const error = await failure(
      linkedin({ dailyLimit: () => 70, usage: async () => 10 }).run({ searchUrl }, context),
    );
    expect(context.leads.size).toBe(60);
    expect(error.code).toBe("blocked");
    expect(error.message).toContain("LinkedIn daily limit reached for this account (70 profiles in 24 hours");
    expect(error.message).toContain("The list keeps the leads saved so far");
    fake.requests.length = 0;
    const spent = await failure(
      linkedin({ dailyLimit: () => 70, usage: async () => 70 }).run(
        { searchUrl },
        memoryContext({ limit: 10 }),
      ),
    );
    expect(spent.message).toContain("daily limit");
    expect(fake.requests).toHaveLength(0);
  });

  it("waits out a 429 (Retry-After) and ends with the limit message when it persists", async () => {
    fake.fail("rate-limited");
    const context = memoryContext({ limit: 50 });
    await linkedin().run({ searchUrl }, context);
    expect(context.leads.size).toBe(50);
    expect(slept.waits).toEqual([7000]);
    const limited = memoryContext({ limit: 100 });
    const pauses = recordingSleep();
    const error = await failure(
      linkedin({
        sleep: async (ms, signal) => {
          if (ms === 1500) fake.fail("rate-limited", "rate-limited", "rate-limited");
          await pauses.sleep(ms, signal);
        },
      }).run({ searchUrl }, limited),
    );
    expect(limited.leads.size).toBe(50);
    expect(error.message).toBe(
      "LinkedIn is limiting this account for now (Unipile answered 429). The leads saved so far stay in the list; try again later",
    );
  });

  it("retries 5xx, timeouts and malformed bodies; follows partial pages", async () => {
    fake.fail("server-error", "timeout", "malformed");
    fake.scraping.partialPages = 2;
    const context = memoryContext({ limit: 60 });
    await linkedin({
      config: () => ({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 300 }),
      attempts: 4,
    }).run({ searchUrl }, context);
    expect(context.leads.size).toBe(60);
    // The provider kit's exponential backoff with full jitter: up to 500, 1000, 2000 ms.
    expect(slept.waits.length).toBeGreaterThanOrEqual(3);
    expect(slept.waits.slice(0, 3).every((ms, i) => ms >= 0 && ms < 500 * 2 ** i)).toBe(true);
  });

  it("ends with a readable message when Unipile keeps failing", async () => {
    fake.fail("server-error", "server-error", "server-error");
    const error = await failure(linkedin().run({ searchUrl }, memoryContext({ limit: 10 })));
    expect(error.code).toBe("upstream");
    expect(error.message).toMatch(/^LinkedIn is not answering properly right now/);
  });

  it("resumes from the cursor after a failure: no page fetched twice, no lead saved twice", async () => {
    const first = memoryContext({ limit: 150 });
    const error = await failure(
      linkedin({
        sleep: async (ms) => {
          if (ms === 1500 && searches().length === 2)
            fake.fail("server-error", "server-error", "server-error");
        },
      }).run({ searchUrl }, first),
    );
    expect(error.code).toBe("upstream");
    expect(first.leads.size).toBe(100);
    const second = memoryContext({ limit: 150, leads: first.leads, checkpoint: first.checkpointState });
    await linkedin().run({ searchUrl }, second);
    expect(second.leads.size).toBe(150);
    expect(second.offered).toBe(50);
  });
});

describe("the Instagram provider", () => {
  it("saves the profile and its followers up to the estimate, with the instagram fields", async () => {
    const context = memoryContext({ limit: 250 });
    await instagram().run({ username: "natgeo" }, context);
    expect(context.leads.size).toBe(250);
    const [profile, second] = [...context.leads.values()];
    expect(profile?.data).toEqual({
      full_name: "National Geographic",
      username: "natgeo",
      ig_url: "https://www.instagram.com/natgeo/",
      pic_url: "https://cdn.instagram.example/natgeo.jpg",
      is_private: false,
    });
    expect(second?.data).toMatchObject({ username: "natgeo_fan_0", is_private: true, full_name: null });
    expect(fake.requests.filter((r) => r.path === "/api/v1/users/followers")).toHaveLength(3);
  });

  it("accepts @name and profile URLs, and refuses what is not a username", () => {
    const input = instagram().input;
    expect(input.parse({ username: "@natgeo" })).toEqual({ username: "natgeo" });
    expect(input.parse({ username: "https://www.instagram.com/natgeo/?hl=en" })).toEqual({
      username: "natgeo",
    });
    expect(input.safeParse({ username: "not a name" }).success).toBe(false);
  });

  it("saves a private profile with what is visible and stops", async () => {
    const context = memoryContext({ limit: 100 });
    await instagram().run({ username: "hiddengarden" }, context);
    expect([...context.leads.values()].map((l) => l.data)).toEqual([
      {
        full_name: "Hidden Garden",
        username: "hiddengarden",
        ig_url: "https://www.instagram.com/hiddengarden/",
        pic_url: "https://cdn.instagram.example/hiddengarden.jpg",
        is_private: true,
      },
    ]);
  });

  it("an unknown username, no account, a disconnected account", async () => {
    const unknown = await failure(instagram().run({ username: "nobody_here" }, memoryContext({ limit: 10 })));
    expect(unknown.message).toBe("Instagram has no account called @nobody_here");
    const message =
      "Instagram account not connected. Please connect your Instagram account in the Integrations page before scraping.";
    const none = instagram({ connection: async () => ({ ok: false, reason: "not_connected", message }) });
    expect(await none.unavailableReason({ workspaceId: "w", userId: "u" })).toEqual({
      code: "not_connected",
      message,
      href: "/integrations",
    });
    await fake.setStatus(instagramAccount.id, "STOPPED");
    const disconnected = await failure(instagram().run({ username: "natgeo" }, memoryContext({ limit: 10 })));
    expect(disconnected.code).toBe("disconnected");
  });

  it("retries 429, 5xx, timeouts and malformed bodies; follows partial pages; resumes without duplicates", async () => {
    fake.fail("rate-limited", "server-error", "timeout", "malformed");
    fake.scraping.partialPages = 1;
    const first = memoryContext({ limit: 120 });
    await instagram({
      config: () => ({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 300 }),
      attempts: 5,
    }).run({ username: "natgeo" }, first);
    expect(first.leads.size).toBe(120);
    expect(slept.waits[0]).toBe(7000);
    const again = memoryContext({ limit: 120, leads: first.leads, checkpoint: first.checkpointState });
    fake.requests.length = 0;
    await instagram().run({ username: "natgeo" }, again);
    expect(again.offered).toBe(0);
  });
});
