/**
 * Quality of the built-in recommender: top-1 agreement with the platform a lead-generation expert put
 * first for each description of tests/fixtures/recommendations.jsonl (written before the recommender),
 * and the time per description. Baseline: the spec's fallback (always Google Maps first), same fixture.
 */
import fs from "node:fs";
import path from "node:path";
import { recommendBuiltIn } from "@/lib/recommendations/built-in";
import type { Benchmark } from "./result";

type Case = { description: string; expected: string };

const here = path.dirname(new URL(import.meta.url).pathname);
const ROUNDS = 50;

export const benchmark: Benchmark = {
  name: "recommend",
  description: "built-in recommender: top-1 agreement with expert labels, time per description",
  async run() {
    const file = path.join(here, "..", "tests", "fixtures", "recommendations.jsonl");
    const cases: Case[] = fs.readFileSync(file, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Case);
    const misses: string[] = [];
    let agree = 0;
    let baselineAgree = 0;
    for (const c of cases) {
      const top = recommendBuiltIn(c.description).recommendations.find((r) => r.recommend);
      if (top?.platform === c.expected) agree++;
      else misses.push(`miss: "${c.description.slice(0, 70)}" expected ${c.expected}, got ${top?.platform} (${top?.reason})`);
      if (c.expected === "Google Maps") baselineAgree++;
    }
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) for (const c of cases) recommendBuiltIn(c.description);
    const msPer = (performance.now() - started) / (ROUNDS * cases.length);
    const figure = (agree / cases.length) * 100;
    const baseline = (baselineAgree / cases.length) * 100;
    return [
      {
        name: "recommend top-1 agreement",
        unit: "%",
        figure,
        baseline,
        ratio: figure / baseline,
        better: "higher",
        target: ">= 85% agreement",
        pass: figure >= 85,
        notes: [`${agree}/${cases.length} agree`, ...misses],
      },
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
