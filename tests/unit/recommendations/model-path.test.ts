import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/logger";
import { getRecommendations } from "@/lib/recommendations/recommend";
import { startOpenAIFake, type OpenAIFake } from "../../fakes/openai";

const description = "Dental clinic in Singapore offering family dentistry";
let fake: OpenAIFake;

beforeAll(async () => {
  fake = await startOpenAIFake(0);
});
afterAll(async () => {
  await fake.close();
});

const config = () => ({ apiKey: "sk-test", baseURL: fake.url, model: "fake-model", timeoutMs: 1500 });

describe("recommendations: the OpenAI-compatible model path against a local fake", () => {
  it("uses the model's structured answer when it is valid, sending the key and a JSON schema", async () => {
    fake.script("ok");
    const info = vi.spyOn(logger, "info");
    const result = await getRecommendations(description, { config: config() });
    expect(result.source).toBe("model");
    expect(result.recommendations.map((r) => r.platform)).toEqual(["Google Maps", "Instagram", "LinkedIn"]);
    expect(result.recommendations.filter((r) => r.recommend)).toHaveLength(1);
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-test");
    expect(request.model).toBe("fake-model");
    expect(JSON.stringify(request.responseFormat)).toContain("json_schema");
    expect(
      info.mock.calls.some(([, message]) => String(message).includes("answered by model fake-model")),
    ).toBe(true);
    info.mockRestore();
  });

  it("holds the model's criteria to the competitor guard and the scraper's inputs", async () => {
    // The fake answers "Search: dental clinic" for Maps and "Search: dentist" for Instagram: both find competitors.
    fake.script("ok");
    const result = await getRecommendations(description, { config: config() });
    expect(result.source).toBe("model");
    const byPlatform = Object.fromEntries(result.recommendations.map((r) => [r.platform, r.criteria]));
    expect(byPlatform["Google Maps"]).toEqual(
      expect.arrayContaining(["Search: offices", "Location: Singapore"]),
    );
    expect(byPlatform["Google Maps"]!.join(" ")).not.toMatch(/dental/i);
    expect(byPlatform.Instagram!.join(" ")).not.toMatch(/dentist/i);
    expect(byPlatform.Instagram!.find((c) => c.startsWith("Username: "))).toMatch(
      /^Username: [a-z0-9._]{1,30}$/,
    );
    expect(byPlatform.LinkedIn).toContain(
      "URL: https://www.linkedin.com/search/results/people/?keywords=hr%20manager",
    );
  });

  it("retries one 5xx through the provider client and uses the model's answer", async () => {
    fake.script("server-error");
    const before = fake.requests.length;
    const result = await getRecommendations(description, { config: config() });
    expect(result.source).toBe("model");
    expect(fake.requests.length - before).toBe(2);
  });

  // A 5xx is retried once, so the fallback case scripts two; the rest are not retried (a 429's Retry-After is past the budget).
  const faults = [
    ["malformed"],
    ["wrong-shape"],
    ["refusal"],
    ["server-error", "server-error"],
    ["unauthorized"],
    ["rate-limited"],
    ["hang"],
  ] as const;
  for (const script of faults) {
    const behaviour = script[0];
    it(`falls back to the built-in recommender on ${behaviour}, and the log names the path`, async () => {
      fake.script(...script);
      const warn = vi.spyOn(logger, "warn");
      const result = await getRecommendations(description, { config: config() });
      expect(result.source).toBe("built-in");
      expect(result.recommendations[0]).toMatchObject({ platform: "Google Maps", recommend: true });
      expect(
        warn.mock.calls.some(
          ([scope, message]) =>
            scope === "recommendations" && String(message).includes("answered by built-in"),
        ),
      ).toBe(true);
      warn.mockRestore();
    });
  }

  it("answers with the built-in recommender without calling anything when no key is configured", async () => {
    const before = fake.requests.length;
    const result = await getRecommendations(description, { config: null });
    expect(result.source).toBe("built-in");
    expect(fake.requests.length).toBe(before);
  });
});
