/**
 * Quality of the built-in recommender on tests/fixtures/recommendations.jsonl (labelled before the code):
 * top-1 agreement with the platform a lead-generation expert put first (baseline: the spec's fallback,
 * always Google Maps first); whether the recommended card searches for the business's customers (any of
 * the labelled customer terms in its search terms); and whether any card searches for its competitors
 * (none of the labelled competitor terms may appear). Figures for the original labels and for the
 * descriptions added later (`"added": true`) are reported apart; the time per description last.
 * The terms' baseline is what the recommender searched for before it read customers: the business's own
 * type as its profile reads it (one search per description).
 */
import fs from "node:fs";
import path from "node:path";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import { mentions, searchTermsOf } from "@/lib/recommendations/search-terms";
import type { Benchmark } from "./result";

type Case = {
  description: string;
  expected: string;
  customers: string[];
  competitors: string[];
  added?: boolean;
};

type Score = {
  platform: number;
  customers: number;
  competitorCards: number;
  baselineCustomers: number;
  baselineCompetitors: number;
  total: number;
  misses: string[];
};

function score(cases: Case[]): Score {
  const s: Score = {
    platform: 0,
    customers: 0,
    competitorCards: 0,
    baselineCustomers: 0,
    baselineCompetitors: 0,
    total: cases.length,
    misses: [],
  };
  for (const c of cases) {
    const { recommendations, profile } = recommendBuiltIn(c.description);
    const ownType = [profile.businessType ?? (profile.industry === "Other" ? "" : profile.industry)];
    if (c.customers.some((t) => mentions(ownType, t))) s.baselineCustomers++;
    if (c.competitors.some((t) => mentions(ownType, t))) s.baselineCompetitors++;
    const top = recommendations.find((r) => r.recommend);
    const short = `"${c.description.slice(0, 70)}"`;
    if (top?.platform === c.expected) s.platform++;
    else
      s.misses.push(`platform miss: ${short} expected ${c.expected}, got ${top?.platform} (${top?.reason})`);
    const topTerms = searchTermsOf(top?.criteria ?? []);
    if (c.customers.some((t) => mentions(topTerms, t))) s.customers++;
    else
      s.misses.push(
        `customer miss: ${short} ${top?.platform} searches [${topTerms.join(" | ")}], wanted one of ${c.customers.join(", ")}`,
      );
    for (const r of recommendations) {
      const terms = searchTermsOf(r.criteria);
      const hit = c.competitors.filter((t) => mentions(terms, t));
      if (hit.length) {
        s.competitorCards++;
        s.misses.push(
          `competitor in ${r.platform}: ${short} searches [${terms.join(" | ")}] (${hit.join(", ")})`,
        );
      }
    }
  }
  return s;
}

const pct = (n: number, total: number) => (total ? (n / total) * 100 : 0);

const here = path.dirname(new URL(import.meta.url).pathname);
const ROUNDS = 50;

export const benchmark: Benchmark = {
  name: "recommend",
  description:
    "built-in recommender: platform agreement, customer terms and competitor terms against expert labels; time per description",
  async run() {
    const file = path.join(here, "..", "tests", "fixtures", "recommendations.jsonl");
    const cases: Case[] = fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Case);
    const original = cases.filter((c) => !c.added);
    const added = cases.filter((c) => c.added);
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) for (const c of cases) recommendBuiltIn(c.description);
    const msPer = (performance.now() - started) / (ROUNDS * cases.length);
    const figures = (label: string, set: Case[]) => {
      const sc = score(set);
      const platform = pct(sc.platform, sc.total);
      const customers = pct(sc.customers, sc.total);
      const baseline = pct(set.filter((c) => c.expected === "Google Maps").length, set.length);
      return [
        {
          name: `recommend top-1 platform agreement (${label})`,
          unit: "%",
          figure: platform,
          baseline,
          ratio: platform / baseline,
          better: "higher" as const,
          target: ">= 85% agreement",
          pass: platform >= 85,
          notes: [`${sc.platform}/${sc.total} agree`, ...sc.misses.filter((m) => m.startsWith("platform"))],
        },
        {
          name: `recommend customer terms in the top card (${label})`,
          unit: "%",
          figure: customers,
          baseline: pct(sc.baselineCustomers, sc.total),
          ratio: sc.baselineCustomers ? customers / pct(sc.baselineCustomers, sc.total) : Infinity,
          better: "higher" as const,
          target: ">= 85% of descriptions",
          pass: customers >= 85,
          notes: [
            `${sc.customers}/${sc.total} search for a customer`,
            ...sc.misses.filter((m) => m.startsWith("customer")),
          ],
        },
        {
          name: `recommend cards searching for competitors (${label})`,
          unit: "cards",
          figure: sc.competitorCards,
          baseline: sc.baselineCompetitors,
          ratio: sc.baselineCompetitors ? sc.competitorCards / sc.baselineCompetitors : 0,
          better: "lower" as const,
          target: "0 cards",
          pass: sc.competitorCards === 0,
          notes: sc.misses.filter((m) => m.startsWith("competitor")),
        },
      ];
    };
    return [
      ...figures(`original ${original.length}`, original),
      ...(added.length ? figures(`added ${added.length}`, added) : []),
      {
        name: "recommend time per description",
        unit: "ms",
        figure: msPer,
        baseline: 5,
        ratio: msPer / 5,
        better: "lower",
        target: "< 5 ms",
        pass: msPer < 5,
      },
    ];
  },
};
