/**
 * `npm run bench -- landing`: builds the project (into .next-bench), serves it with `next start`, runs
 * Lighthouse (mobile) on `/` and measures its first-load JavaScript; the baseline is an empty App Router
 * page built and measured the same way in the same run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildEmptyApp,
  buildProject,
  getFreePort,
  isLandingPrerendered,
  type RunningApp,
  startNext,
  startProject,
} from "./_landing-apps";
import { measureFirstLoadJs } from "./_landing-js";
import {
  type Category,
  categories,
  type LighthouseRun,
  type LighthouseSeries,
  runLighthouseOnce,
  summarizeRuns,
} from "./_landing-lighthouse";
import type { Benchmark, BenchResult } from "./result";

const lighthouseRuns = Number(process.env.LANDING_LIGHTHOUSE_RUNS ?? 5);
const scoreTargets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};
const maxJsRatio = 1.1;

function scoreResult(category: Category, landing: LighthouseSeries, empty: LighthouseSeries): BenchResult {
  const target = scoreTargets[category];
  const failed = [...new Set(landing.runs.flatMap((run) => run.failedAudits))];
  const scores = (series: LighthouseSeries) => series.runs.map((run) => run.scores[category]).join(", ");
  return {
    name: `landing lighthouse ${category}`,
    unit: "score",
    figure: landing.median[category],
    baseline: empty.median[category],
    ratio: landing.median[category] / empty.median[category],
    better: "higher",
    target: target === 100 ? "100" : `>= ${target}`,
    pass: landing.median[category] >= target,
    notes: [
      `runs: ${scores(landing)}; empty page: ${scores(empty)} (medians of ${landing.runs.length})`,
      ...(category === "performance"
        ? [
            ...landing.runs.map((run, i) => `run ${i + 1}: ${run.metrics}`),
            ...empty.runs.map((run, i) => `empty page run ${i + 1}: ${run.metrics}`),
          ]
        : []),
      ...(category === "seo" && failed.length
        ? [`audits below 1 in the other categories: ${failed.join(", ")}`]
        : []),
    ],
  };
}

async function measure(): Promise<BenchResult[]> {
  const [projectPort, emptyPort] = [await getFreePort(), await getFreePort()];
  const appUrl = `http://localhost:${projectPort}`;
  console.log("  building the project and an empty App Router app (one at a time) ...");
  buildProject(appUrl);
  const prerendered = isLandingPrerendered();
  const emptyDir = buildEmptyApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-bench-landing-"));
  const running: RunningApp[] = [];
  try {
    const project = await startProject(projectPort, appUrl, dataDir);
    running.push(project);
    const empty = await startNext(emptyDir, emptyPort, "/");
    running.push(empty);

    const landingJs = await measureFirstLoadJs(`${project.url}/`);
    const emptyJs = await measureFirstLoadJs(`${empty.url}/`);
    console.log(
      `  Lighthouse, ${lighthouseRuns} runs each, alternating so both pages share the machine's load ...`,
    );
    const landingRuns: LighthouseRun[] = [];
    const emptyRuns: LighthouseRun[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      landingRuns.push(await runLighthouseOnce(`${project.url}/`));
      emptyRuns.push(await runLighthouseOnce(`${empty.url}/`));
    }
    const landing = summarizeRuns(landingRuns);
    const baseline = summarizeRuns(emptyRuns);

    const jsRatio = landingJs.gzipBytes / emptyJs.gzipBytes;
    return [
      ...categories.map((category) => scoreResult(category, landing, baseline)),
      {
        name: "landing first-load JS (gzip)",
        unit: "KB",
        figure: landingJs.gzipBytes / 1024,
        baseline: emptyJs.gzipBytes / 1024,
        ratio: jsRatio,
        better: "lower",
        target: `<= ${maxJsRatio}x an empty page`,
        pass: jsRatio <= maxJsRatio && prerendered,
        notes: [
          `${landingJs.scripts} script files on /, ${emptyJs.scripts} on the empty page`,
          `/ prerendered at build: ${prerendered ? "yes" : "NO (the page must be static)"}`,
        ],
      },
    ];
  } finally {
    for (const app of running) await app.stop();
    fs.rmSync(emptyDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: "landing",
  description: "Lighthouse (mobile) scores and first-load JS of /, against an empty App Router page",
  run: measure,
};
