/**
 * What a LinkedIn or Instagram run may cost in Unipile calls: a search that keeps answering the same
 * people stops at the pages its estimate pays for, checkpoint included, instead of paging to the end.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createInstagramProvider } from "@/lib/scraping/providers/instagram";
import { createLinkedinProvider, type LinkedinOptions } from "@/lib/scraping/providers/linkedin";
import { type FakeAccount, type FakeUnipile, startFakeUnipile } from "@/tests/fakes/unipile";
import { failure, memoryContext, recordingSleep } from "./providers-support";

let fake: FakeUnipile;
let linkedinAccount: FakeAccount;
let instagramAccount: FakeAccount;
const searchUrl = "https://www.linkedin.com/search/results/people/?keywords=founder";

function options(account: () => FakeAccount): LinkedinOptions {
  return {
    config: () => ({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: 2000 }),
    connection: async () => ({ ok: true, accountId: account().id, accountName: account().name }),
    usage: async () => 0,
    dailyLimit: () => 100_000,
    pauseMs: () => 0,
    sleep: recordingSleep().sleep,
  };
}
const searches = () => fake.requests.filter((r) => r.path === "/api/v1/linkedin/search");
const followerPages = () => fake.requests.filter((r) => r.path === "/api/v1/users/followers");

beforeAll(async () => {
  fake = await startFakeUnipile({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scraping.repeatPages = false;
  fake.scraping.partialPages = 0;
  linkedinAccount = fake.addAccount({ type: "LINKEDIN" });
  instagramAccount = fake.addAccount({ type: "INSTAGRAM" });
});

describe("Unipile calls per run", () => {
  it("a LinkedIn search repeating its first page stops at twice the pages its estimate needs", async () => {
    fake.scraping.repeatPages = true;
    const context = memoryContext({ limit: 100 });
    await createLinkedinProvider(options(() => linkedinAccount)).run({ searchUrl }, context);
    expect(context.leads.size).toBe(50);
    expect(searches().length).toBeLessThanOrEqual(2 * Math.ceil(100 / 50) + 2);
  });

  it("the page count survives a restart", async () => {
    fake.scraping.repeatPages = true;
    const first = memoryContext({ limit: 100 });
    const provider = createLinkedinProvider({
      ...options(() => linkedinAccount),
      sleep: async () => {
        if (searches().length === 3) fake.fail("server-error", "server-error", "server-error");
      },
    });
    await failure(provider.run({ searchUrl }, first));
    const second = memoryContext({ limit: 100, leads: first.leads, checkpoint: first.checkpointState });
    await createLinkedinProvider(options(() => linkedinAccount)).run({ searchUrl }, second);
    const answered = fake.requests.filter((r) => r.path === "/api/v1/linkedin/search").length - 3;
    expect(answered).toBeLessThanOrEqual(2 * Math.ceil(100 / 50) + 2);
  });

  it("Instagram followers repeating the same people stop at twice the pages the estimate needs", async () => {
    fake.scraping.repeatPages = true;
    const context = memoryContext({ limit: 150 });
    await createInstagramProvider(options(() => instagramAccount)).run({ username: "natgeo" }, context);
    expect(context.leads.size).toBe(101);
    expect(followerPages().length).toBeLessThanOrEqual(2 * Math.ceil(150 / 100) + 2);
  });

  it("short pages still reach the estimate within the budget", async () => {
    fake.scraping.partialPages = 4;
    const context = memoryContext({ limit: 200 });
    await createLinkedinProvider(options(() => linkedinAccount)).run({ searchUrl }, context);
    expect(context.leads.size).toBe(200);
  });
});
