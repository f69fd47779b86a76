import "server-only";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "zod";
import { createProviderClient } from "@/lib/providers/http-client";
import { recommendationSchema, type Recommendation } from "../types";

export type ModelConfig = { apiKey: string; baseURL: string; model: string; timeoutMs: number };

/** What the model must answer: the recommendation schema without our own fields. */
const answerSchema = z.object({
  recommendations: z
    .array(
      recommendationSchema.omit({ id: true }).extend({
        platform: z.enum(["Google Maps", "LinkedIn", "Instagram", "Website"]),
        reason: z.string().max(300),
      }),
    )
    .min(3)
    .max(6),
});

const system = `You recommend lead sources for a business that wants new customers.
Search where the business's CUSTOMERS are, never for the business itself: a search for its own kind finds
its competitors. A dental clinic that wants corporate deals searches for offices, coworking spaces and HR
managers near it, not for "dental clinics"; a coffee roaster supplying cafes searches for cafes; a B2B
software company searches for the roles that buy it. Use the customers the description names ("for X",
"helps X", "selling to X"); when it names none, use who usually buys from that kind of business.
Answer 3 to 6 recommendations, best first, each for one platform: "Google Maps" (local businesses with
premises), "LinkedIn" (B2B decision makers), "Instagram" (consumers, creators, visual brands) or "Website"
(contact details on prospects' own websites). Mark exactly one with recommend true. Criteria are
"Key: value" lines the scraper runs as they are: Google Maps uses "Search: <customers' business type>" and
"Location: <place>"; LinkedIn uses "URL: https://www.linkedin.com/search/results/people/?keywords=<buyer's
job title>" and "Title: <job titles>"; Instagram uses "Username: <one hashtag word, letters, digits, . or _
only, no # and no spaces>" and "Hashtags: #a #b"; Website uses "URL: <https address>" only when the
description gives one, otherwise "Sites: <kind of customer sites>" and "Next step: Run a Google Maps search
first, then send its websites to the Website scraper". Only use places and facts the description gives; a
location is a place name only, never the following sentence or a form label. reason is one line
such as "B2C, local, physical premises → Google Maps". icon is one emoji.`;

/**
 * One call to an OpenAI-compatible chat model with structured output; the answer is checked by zod
 * (here and again by the caller). The AI SDK sends through the provider client, which retries a 429
 * or 5xx once within `timeoutMs` (the SDK's own retries are off). Throws on any failure, refusal,
 * malformed output or timeout, and the caller falls back to the built-in recommender.
 */
export async function recommendWithModel(
  description: string,
  config: ModelConfig,
  context = "",
): Promise<Recommendation[]> {
  const client = createProviderClient({
    provider: "ai",
    baseUrl: config.baseURL,
    timeoutMs: config.timeoutMs,
    idempotentPosts: true,
    retry: { attempts: 2, baseDelayMs: 250, maxRetryAfterMs: Math.floor(config.timeoutMs / 2) },
  });
  const provider = createOpenAICompatible({
    name: "ai",
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    supportsStructuredOutputs: true,
    fetch: client.fetch,
  });
  const { output } = await generateText({
    model: provider(config.model),
    system,
    prompt: `Business description:\n"""${description}"""${context ? `\nBusiness profile (the description wins where they differ):\n"""${context}"""` : ""}`,
    output: Output.object({ schema: answerSchema, name: "recommendations" }),
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.timeoutMs),
    temperature: 0.2,
  });
  const answer = answerSchema.parse(output);
  return normalise(answer.recommendations.map((r, i) => ({ ...r, id: `ai-${i + 1}` })));
}

/** Exactly one recommended card: the first the model marked, else the first. */
function normalise(list: Recommendation[]): Recommendation[] {
  const marked = Math.max(
    0,
    list.findIndex((r) => r.recommend),
  );
  return list.map((r, i) => ({ ...r, recommend: i === marked }));
}
